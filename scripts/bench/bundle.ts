// First-load JavaScript of /login (gzip) and the largest chunk of the build: `npx tsx scripts/bench/bundle.ts`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../tests/playwright.config';
import { runIfMain, withBenchServer } from './harness';

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function largestChunk(): { name: string; gzip: number } {
  const dir = 'dist/assets';
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzip: gzipSync(readFileSync(join(dir, name))).length }))
    .reduce((a, b) => (b.gzip > a.gzip ? b : a));
}

/** Every script the browser fetched for a cold /login, gzipped as a server would send it. */
async function loginPageJs(url: string): Promise<{ files: number; gzip: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const all = await Promise.all(sizes);
    return { files: all.length, gzip: all.reduce((a, b) => a + b, 0) };
  } finally {
    await browser.close();
  }
}

export async function benchBundle(): Promise<Record<string, string | number>> {
  const built = spawnSync('npx', ['vite', 'build'], { stdio: 'ignore' });
  if (built.status !== 0) throw new Error('vite build failed');
  return withBenchServer({ web: true }, async (server) => {
    const login = await loginPageJs(server.url);
    const largest = largestChunk();
    return {
      'login page JS files': login.files,
      'login page JS, KB gzip (target < 150)': kb(login.gzip),
      'largest chunk, KB gzip': `${kb(largest.gzip)} (${largest.name})`,
    };
  });
}

await runIfMain(import.meta.url, benchBundle);
