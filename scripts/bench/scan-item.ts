// The scan-item screen of a control number that holds 1,000 (or 10,000) units already: time to a screen
// ready to scan, from navigation and from its scan context arriving, with 4x CPU throttling; then, at
// 1,000, scan-to-feedback of 100 more units (SKU barcode + serial each), in Chromium against the real
// server: `npx tsx scripts/bench/scan-item.ts` (uses the build in dist/).
import { existsSync } from 'node:fs';
import { type Browser, type Page, chromium } from '@playwright/test';
import type { ScanContext } from '../../src/domain/receiving/scan-context';
import { SYNC_BATCH_MAX } from '../../src/domain/sync/mutations';
import type { RunningServer } from '../../src/server/start-server';
import { chromiumArgs } from '../../tests/playwright.config';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';
import { median, paintTiming, watchPaint } from './paint-timing';
import { type SerialisedSku, createControlNumber, receiveMutations, reserveWmsNumbers, sendInBatches, serialisedSku } from './receiving-units';
import { login, percentile, scanToFeedback } from './scan-latency';

const SCANNED = 100;
const RELOADS = 3;
const THROTTLE = 4;
/** The pool the screen keeps topped up; below it the screen is still fetching labels. */
const POOL_READY = 50;

interface Opened {
  page: Page;
  number: string;
  sku: SerialisedSku;
  admin: string;
  figures: Figures;
}

/** A control number holding `received` units, its screen opened once and reloaded: the figures of that. */
async function openScreen(server: RunningServer, browser: Browser, received: number): Promise<Opened> {
  const admin = await signIn(server.url, 'admin');
  const sku = await serialisedSku(server.url, admin);
  const number = await createControlNumber(server.url, admin, sku.client.id);
  // Received beforehand by other handhelds (their own WMS numbers), through the outbox's endpoint.
  await sendInBatches(server.url, admin, receiveMutations(number, sku.id, await reserveWmsNumbers(server.url, admin, received)), SYNC_BATCH_MAX);
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  await watchPaint(context, { api: '/scan-context', selector: '[data-testid="scan-prompt"][data-scanner="ready"]' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await login(page, server.url, 'admin');
  const screen = `${server.url}/receiving/scan-item/${encodeURIComponent(number)}`;
  const first = await paintTiming(page, screen, THROTTLE);
  const reloads = [];
  for (let i = 0; i < RELOADS; i++) reloads.push(await paintTiming(page, screen, THROTTLE));
  const tally = (await page.getByTestId('tally-received').textContent())?.trim() ?? '';
  if (tally !== String(received)) throw new Error(`The tally shows ${tally}, not ${received}`);
  const figures = {
    'units in the control number': received,
    'CPU throttling': `${THROTTLE}x`,
    'screen ready, first visit, ms from data / from navigation': `${first.fromData} / ${first.fromStart}`,
    [`screen ready, reload, median of ${RELOADS}, ms from data / from navigation`]: `${median(reloads.map((t) => t.fromData))} / ${median(reloads.map((t) => t.fromStart))}`,
    'unit rows in the DOM': await page.getByTestId('scan-unit').count(),
  };
  return { page, number, sku, admin, figures };
}

const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });

const RECEIVED = 1_000;

export async function benchScanItem(): Promise<Figures> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const browser = await launch();
    try {
      const { page, number, sku, admin, figures } = await openScreen(server, browser, RECEIVED);
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
        ...figures,
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

/** The same screen at 10,000 units: how long until it is ready, no scans. */
export async function benchScanItemLarge(): Promise<Figures> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const browser = await launch();
    try {
      return (await openScreen(server, browser, 10_000)).figures;
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchScanItem);
await runIfMain(import.meta.url, benchScanItemLarge);
