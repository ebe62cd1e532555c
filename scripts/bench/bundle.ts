// First-load JavaScript of /login (gzip) and the largest chunk of the build: `npx tsx scripts/bench/bundle.ts`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../tests/playwright.config';
import { loadEnv } from '../../src/server/env';
import { startServer } from '../../src/server/start-server';

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
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bundle-'));
  const server = await startServer(loadEnv({ PORT: '0', DATA_DIR: dataDir, LOG: 'silent' }));
  try {
    const login = await loginPageJs(server.url);
    const largest = largestChunk();
    return {
      'login page JS files': login.files,
      'login page JS, KB gzip (target < 150)': kb(login.gzip),
      'largest chunk, KB gzip': `${kb(largest.gzip)} (${largest.name})`,
    };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(await benchBundle());
}
