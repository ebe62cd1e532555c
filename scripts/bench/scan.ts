// Scan-to-feedback latency and an outbox flush of 10,000 mutations, in Chromium against the real
// server: `npx tsx scripts/bench/scan.ts` (uses the build in dist/, made by `npm run build`).
import { existsSync } from 'node:fs';
import { type Page, chromium } from '@playwright/test';
import { chromiumArgs } from '../../tests/playwright.config';
import { runIfMain, withBenchServer } from './harness';
import { login, percentile, scanToFeedback } from './scan-latency';

const SCANS = 200;
const QUEUED = 10_000;

/**
 * A handheld that queued 10,000 mutations (a long shift offline) opens the app with the network
 * back: the time from opening the app to the last row on the server. The entries are written while
 * no page of the app is open, as they would have been by earlier sessions of the app.
 */
async function flushTenThousand(page: Page, url: string, device: string): Promise<{ seconds: number; total: number }> {
  const context = page.context();
  const writer = await context.newPage();
  await page.close();
  await writer.goto(`${url}/v1/openapi.json`);
  await writer.evaluate(
    async ({ count, device }) => {
      const open = indexedDB.open('wms-device');
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('outbox', 'readwrite');
      const store = tx.objectStore('outbox');
      const now = Date.now();
      for (let i = 0; i < count; i++) {
        const code = `Q${String(i).padStart(6, '0')}`;
        store.add({
          id: crypto.randomUUID(), kind: 'scan-log.record', createdAt: now + i, state: 'queued', attempts: 0, lastError: null, nextAttemptAt: 0,
          payload: { device, code, source: 'manual', parsed: { kind: 'plain', code }, scannedAt: new Date(now).toISOString() },
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { count: QUEUED, device },
  );
  const started = Date.now();
  await writer.goto(`${url}/scanner`);
  for (;;) {
    const total = await serverTotal(writer, url, device);
    if (total >= QUEUED) {
      const seconds = (Date.now() - started) / 1000;
      // Anything sent twice would show up a moment later.
      await writer.waitForTimeout(2_000);
      return { seconds, total: await serverTotal(writer, url, device) };
    }
    if (Date.now() - started > 120_000) throw new Error(`Only ${total} of ${QUEUED} arrived in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let supervisorToken: string | null = null;

async function serverTotal(page: Page, url: string, device: string): Promise<number> {
  if (!supervisorToken) {
    const answer = await page.request.post(`${url}/v1/auth/login`, { data: { username: 'supervisor', password: 'demo1234' } });
    supervisorToken = (await answer.json()).payload.token as string;
  }
  const answer = await page.request.get(`${url}/v1/scan-log`, { params: { device, limit: 1 }, headers: { Authorization: `Bearer ${supervisorToken}` } });
  return (await answer.json()).payload.total as number;
}

export async function benchScan(): Promise<Record<string, string | number>> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true }, async (server) => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      const page = await (await browser.newContext({ viewport: { width: 412, height: 915 } })).newPage();
      page.on('console', (message) => message.type() === 'error' && console.error('page:', message.text()));
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await login(page, server.url, 'operator');
      await page.goto(`${server.url}/scanner`);
      const device = `bench-${Date.now()}`;
      await page.getByLabel('Device name').fill(device);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByRole('heading', { name: 'Try a scan' }).click();

      const latencies = await scanToFeedback(page, Array.from({ length: SCANS }, (_, i) => `BENCH${String(i).padStart(5, '0')}`));
      await page.getByTestId('outbox-queued').filter({ hasText: /^0$/ }).waitFor();
      const flush = await flushTenThousand(page, server.url, `${device}-flush`);
      return {
        'scan-to-feedback median, ms (4x CPU throttling)': percentile(latencies, 50),
        'scan-to-feedback p95, ms (target < 50)': percentile(latencies, 95),
        'scans measured': latencies.length,
        'outbox flush of 10,000, s (target < 20)': Math.round(flush.seconds * 10) / 10,
        'rows on the server for those 10,000 (2 s later)': flush.total,
      };
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchScan);
