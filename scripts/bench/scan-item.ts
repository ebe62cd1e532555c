// The scan-item screen of a control number that holds 1,000 units already: time to a screen ready to
// scan, and scan-to-feedback of 100 more units (SKU barcode + serial each) with 4x CPU throttling, in
// Chromium against the real server: `npx tsx scripts/bench/scan-item.ts` (uses the build in dist/).
import { existsSync } from 'node:fs';
import { type Page, chromium } from '@playwright/test';
import type { ScanContext } from '../../src/domain/receiving/scan-context';
import { SYNC_BATCH_MAX } from '../../src/domain/sync/mutations';
import { chromiumArgs } from '../../tests/playwright.config';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';
import { createControlNumber, receiveMutations, reserveWmsNumbers, sendInBatches, serialisedSku } from './receiving-units';
import { login, percentile, scanToFeedback } from './scan-latency';

const RECEIVED = 1_000;
const SCANNED = 100;
const RELOADS = 3;
/** The pool the screen keeps topped up; below it the screen is still fetching labels. */
const POOL_READY = 50;

/** Navigation start to the scan prompt saying the scanner is ready, read by an observer inside the page. */
async function timeToReady(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const handle = await page.waitForFunction(() => (window as unknown as { readyAt?: number }).readyAt, undefined, { timeout: 60_000 });
  return Math.round(((await handle.jsonValue()) as number) * 10) / 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchScanItem(): Promise<Figures> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const admin = await signIn(server.url, 'admin');
    const sku = await serialisedSku(server.url, admin);
    const number = await createControlNumber(server.url, admin, sku.client.id);
    // Received beforehand by other handhelds (their own WMS numbers), through the outbox's endpoint.
    await sendInBatches(server.url, admin, receiveMutations(number, sku.id, await reserveWmsNumbers(server.url, admin, RECEIVED)), SYNC_BATCH_MAX);

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      const page = await (await browser.newContext({ viewport: { width: 412, height: 915 } })).newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await login(page, server.url, 'admin');
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="scan-prompt"][data-scanner="ready"]')) return;
          (window as unknown as { readyAt: number }).readyAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-scanner'] });
      });
      const screen = `${server.url}/receiving/scan-item/${encodeURIComponent(number)}`;
      const first = await timeToReady(page, screen);
      const reloads: number[] = [];
      for (let i = 0; i < RELOADS; i++) reloads.push(await timeToReady(page, screen));
      const tally = (await page.getByTestId('tally-received').textContent())?.trim() ?? '';
      if (tally !== String(RECEIVED)) throw new Error(`The tally shows ${tally}, not ${RECEIVED}`);
      await page.waitForFunction(
        (least) => Number(document.querySelector('[data-testid="wms-pool"]')?.textContent?.match(/\d+/)?.[0] ?? 0) >= least,
        POOL_READY,
        { timeout: 30_000 },
      );

      const barcode = sku.barcodes[0]!.barcode;
      const codes = Array.from({ length: SCANNED }, (_, i) => [barcode, `SN-${number}-${String(i).padStart(3, '0')}`]).flat();
      const latencies = await scanToFeedback(page, codes);
      // Every pair must have made a unit that reached the server, or the scans measured were refusals.
      const started = Date.now();
      let units = 0;
      while ((units = (await call<ScanContext>(`${server.url}/v1/receiving/control-numbers/${encodeURIComponent(number)}/scan-context`, { token: admin })).units.length) < RECEIVED + SCANNED) {
        if (Date.now() - started > 60_000) throw new Error(`Only ${units - RECEIVED} of the ${SCANNED} scanned units reached the server`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const ofKind = (serial: boolean) => latencies.filter((_, i) => i % 2 === (serial ? 1 : 0));
      return {
        'units in the control number': RECEIVED,
        'screen ready, first visit, ms': first,
        [`screen ready, reload, median of ${RELOADS}, ms`]: median(reloads),
        'scan-to-feedback median, ms (4x CPU throttling)': percentile(latencies, 50),
        'scan-to-feedback p95, ms (target < 50)': percentile(latencies, 95),
        'p95, SKU barcode scans / serial scans, ms': `${percentile(ofKind(false), 95)} / ${percentile(ofKind(true), 95)}`,
        'scans measured': latencies.length,
        'units on the server afterwards': units,
      };
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchScanItem);
