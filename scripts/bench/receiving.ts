// The receiving list with 10,000 control numbers: time from navigation to the first row on screen, in
// Chromium against the real server: `npx tsx scripts/bench/receiving.ts` (uses the build in dist/).
import { existsSync } from 'node:fs';
import { type Page, chromium } from '@playwright/test';
import { chromiumArgs } from '../../tests/playwright.config';
import { runIfMain, withBenchServer } from './harness';

const CONTROL_NUMBERS = 10_000;
const RUNS = 5;

/** Navigation start to the first list row in the DOM, read by an observer inside the page (no polling). */
async function timeToFirstRow(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const handle = await page.waitForFunction(() => (window as unknown as { firstRowAt?: number }).firstRowAt, undefined, { timeout: 60_000 });
  return Math.round(((await handle.jsonValue()) as number) * 10) / 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchReceiving(): Promise<Record<string, string | number>> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true, env: { DEMO_EXTRA_CONTROL_NUMBERS: String(CONTROL_NUMBERS) } }, async (server) => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const answer = await context.request.post(`${server.url}/v1/auth/login`, { data: { username: 'admin', password: 'demo1234' } });
      const token = (await answer.json()).payload.token as string;
      await context.addInitScript((value) => {
        localStorage.setItem('wms.token', value);
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="table-control-numbers"] [data-testid="table-row"]')) return;
          (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, token);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      const list = `${server.url}/receiving`;
      const cold = await timeToFirstRow(page, list);
      const warm: number[] = [];
      for (let i = 0; i < RUNS; i++) warm.push(await timeToFirstRow(page, list));
      const searched: number[] = [];
      for (let i = 0; i < RUNS; i++) searched.push(await timeToFirstRow(page, `${list}?q=TRK&status=closed&sort=client`));
      const total = await page.getByTestId('table-range').textContent();
      return {
        'control numbers': CONTROL_NUMBERS,
        'first row, first visit, ms': cold,
        [`first row, reload, median of ${RUNS}, ms`]: median(warm),
        [`first row, search + filter + sort in the URL, median of ${RUNS}, ms`]: median(searched),
        'range shown for the filtered list': total ?? '',
      };
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchReceiving);
