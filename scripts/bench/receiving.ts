// The receiving list with 10,000 control numbers: time to its first row painted, from navigation and
// from the list's data arriving, with 4x CPU throttling, in Chromium against the real server:
// `npx tsx scripts/bench/receiving.ts` (uses the build in dist/).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../tests/playwright.config';
import { runIfMain, withBenchServer } from './harness';
import { median, paintTiming, watchPaint } from './paint-timing';

const CONTROL_NUMBERS = 10_000;
const RUNS = 5;
const THROTTLE = 4;

export async function benchReceiving(): Promise<Record<string, string | number>> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true, env: { DEMO_EXTRA_CONTROL_NUMBERS: String(CONTROL_NUMBERS) } }, async (server) => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const answer = await context.request.post(`${server.url}/v1/auth/login`, { data: { username: 'admin', password: 'demo1234' } });
      const token = (await answer.json()).payload.token as string;
      await context.addInitScript((value) => localStorage.setItem('wms.token', value), token);
      await watchPaint(context, { api: '/v1/receiving/control-numbers(\\?|$)', selector: '[data-testid="table-control-numbers"] [data-testid="table-row"]' });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      const list = `${server.url}/receiving`;
      const runs = async (url: string) => {
        const timings = [];
        for (let i = 0; i < RUNS; i++) timings.push(await paintTiming(page, url, THROTTLE));
        return `${median(timings.map((t) => t.fromData))} / ${median(timings.map((t) => t.fromStart))}`;
      };
      const cold = await paintTiming(page, list, THROTTLE);
      const reload = await runs(list);
      const searched = await runs(`${list}?q=TRK&status=closed&sort=client`);
      const hundred = await runs(`${list}?pageSize=100`);
      const rendered = await page.getByTestId('table-row').count();
      return {
        'control numbers': CONTROL_NUMBERS,
        'CPU throttling': `${THROTTLE}x`,
        'first row painted, first visit, ms from data / from navigation': `${cold.fromData} / ${cold.fromStart}`,
        [`first row painted, reload, median of ${RUNS}, ms from data / from navigation`]: reload,
        [`same, search + filter + sort in the URL, median of ${RUNS}`]: searched,
        [`same, 100 rows per page, median of ${RUNS}`]: hundred,
        'rows in the DOM of the 100-row page': rendered,
      };
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchReceiving);
