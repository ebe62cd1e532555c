// Counting cycles (ADR 0013): `npx tsx scripts/bench/counting.ts`, or `npm run bench -- counting`.
// 1. One handheld counts 5,000 units offline in Chromium (4x CPU throttling): scan-to-feedback while
//    its queue grows, then the flush once the network is back (uses the build in dist/).
// 2. A cycle of 20,000 units over 200 bins, counted with differences: the live discrepancies and the
//    completion, on PGlite, then on PostgreSQL when DATABASE_URL is set (a scratch database: demo data
//    and the bench's own zone are added to it).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type Page, chromium } from '@playwright/test';
import type { CountingDiscrepancies } from '../../src/domain/counting/results';
import { countingBinCounts, countingEntries } from '../../src/server/db/schema/counting';
import { chromiumArgs } from '../../tests/playwright.config';
import { countingStock, cycleProgress, startedSerialCycle, unitsCounted } from './counting-stock';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';
import { login, outboxProblems, percentile, scanToFeedback } from './scan-latency';

const OFFLINE_BINS = 20;
const OFFLINE_PER_BIN = 250;
const OFFLINE_UNITS = OFFLINE_BINS * OFFLINE_PER_BIN;
/** The head and tail of the run, to tell whether a scan gets slower as the queue grows. */
const WINDOW = 500;
const FLUSH_LIMIT_MS = 600_000;
/** How long an empty queue and a short server are given before the bench reports what went missing. */
const SETTLE_MS = 10_000;

const seconds = (ms: number) => Math.round(ms / 100) / 10;

const latencyFigures = (label: string, values: number[]): Figures => ({
  [`${label}: median / p95 / max, ms`]: `${percentile(values, 50)} / ${percentile(values, 95)} / ${percentile(values, 100)}`,
});

async function openCountScreen(page: Page, url: string, cycleId: string): Promise<void> {
  // The start page downloads the cycle into IndexedDB, as a counter does before walking off.
  await page.goto(`${url}/inventory/counting/start/${cycleId}`);
  await page.getByTestId('pack-summary').waitFor({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Count', exact: true }).click();
  await page.locator('[data-testid="count-prompt"][data-scanner="ready"]').waitFor({ timeout: 60_000 });
  // The app's files are cached by its service worker before the network goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

const queued = async (page: Page) => Number(await page.getByTestId('sync-status').getAttribute('data-queued'));

export async function benchCountingOffline(): Promise<Figures> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const admin = await signIn(server.url, 'admin');
    const stock = await countingStock(server.url, server.db, admin, OFFLINE_BINS, OFFLINE_PER_BIN);
    const cycleId = await startedSerialCycle(server.url, admin, stock);

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await login(page, server.url, 'operator');
      await openCountScreen(page, server.url, cycleId);
      await context.setOffline(true);

      // Each bin: its label, then its units, alternately by WMS number and by serial; closed before the next label.
      const codes = stock.bins.flatMap((bin) => [`BIN-${bin.code}`, ...bin.units.map((unit, i) => (i % 2 ? unit.serial : unit.wmsNumber))]);
      const binAt = new Map(stock.bins.map((_, n) => [n * (OFFLINE_PER_BIN + 1), n]));
      const closeBin = async (code: string) => {
        await page.getByRole('button', { name: `Close bin ${code}` }).click();
        await page.locator('[data-testid="count-prompt"][data-bin=""]').waitFor();
      };
      const started = performance.now();
      const latencies = await scanToFeedback(page, codes, async (i) => {
        const n = binAt.get(i);
        if (n) await closeBin(stock.bins[n - 1]!.code);
      });
      await closeBin(stock.bins.at(-1)!.code);
      const scanning = performance.now() - started;
      const units = latencies.filter((_, i) => !binAt.has(i));
      const labels = latencies.filter((_, i) => binAt.has(i));
      // Every entry and every close is in the outbox: nothing went out, nothing was refused on the device.
      // The screen answers before IndexedDB has the entry; how far the writes trail is a figure of its own.
      await page.locator(`[data-testid="sync-status"][data-queued="${OFFLINE_UNITS + OFFLINE_BINS}"]`).waitFor({ timeout: 300_000 });
      const written = performance.now() - started - scanning;

      const flushStart = performance.now();
      await context.setOffline(false);
      let onServer = 0;
      let emptySince: number | null = null;
      for (;;) {
        const left = await queued(page);
        onServer = unitsCounted(await cycleProgress(server.url, admin, cycleId));
        if (left === 0 && onServer >= OFFLINE_UNITS) break;
        emptySince = left === 0 ? (emptySince ?? performance.now()) : null;
        // The queue is empty and the server still short: what the outbox holds as refused says why.
        if (emptySince !== null && performance.now() - emptySince > SETTLE_MS) break;
        if (performance.now() - flushStart > FLUSH_LIMIT_MS) throw new Error(`After ${FLUSH_LIMIT_MS / 1000} s, ${left} mutations still queued, ${onServer} units on the server`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const flush = (onServer >= OFFLINE_UNITS ? performance.now() : emptySince!) - flushStart;
      const refused = await outboxProblems(page);
      const progress = await cycleProgress(server.url, admin, cycleId);
      const bins = progress.zones.flatMap((zone) => zone.bins);
      const figures: Figures = {
        'units scanned offline (bins)': `${units.length} (${OFFLINE_BINS}, each closed after ${OFFLINE_PER_BIN})`,
        ...latencyFigures(`first ${WINDOW} scans`, units.slice(0, WINDOW)),
        ...latencyFigures(`last ${WINDOW} scans`, units.slice(-WINDOW)),
        ...latencyFigures('all scans (target p95 < 50)', units),
        ...latencyFigures('bin labels', labels),
        'scanning the 5,000 (bench driver included), s': seconds(scanning),
        'outbox complete after the last scan, s': seconds(written),
        'flush after going online, s': seconds(flush),
        'units on the server / bins closed': `${onServer} / ${bins.filter((bin) => bin.counts.some((count) => count.closed)).length}`,
        'refused by the server (sync problems on the device)': refused.length ? refused.map(([reason, n]) => `${n} × ${reason}`).join('; ') : 0,
      };
      if (onServer < OFFLINE_UNITS) throw new Error(`Entries lost on the way to the server: ${JSON.stringify(figures)}`);
      return figures;
    } finally {
      await browser.close();
    }
  });
}

const BINS = 200;
const PER_BIN = 100;
/** Bins where the last two units are not found; bins whose last unit turns up in the bin 100 further on; bins with an unknown code. */
const MISSING_BINS = 20;
const MOVED_BINS = 10;
const UNKNOWN_BINS = 10;

async function completion(postgres: boolean): Promise<Figures> {
  return withBenchServer({ postgresWhenSet: postgres, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const admin = await signIn(server.url, 'admin');
    const stock = await countingStock(server.url, server.db, admin, BINS, PER_BIN);
    const cycleId = await startedSerialCycle(server.url, admin, stock);

    // Every bin counted once by one device and closed, written as the server stores what it resolved
    // (sending 20,000 entries through /v1/sync takes minutes, and is the flush the other bench measures).
    const at = new Date();
    const counts = stock.bins.map((bin) => ({ id: randomUUID(), cycleId, binId: bin.id, round: 1, userId: null, device: 'bench', startedAt: at, closedAt: at, receivedAt: at }));
    const entries = stock.bins.flatMap((bin, n) => {
      const found = n < MISSING_BINS ? bin.units.slice(0, -2) : n >= MISSING_BINS && n < MISSING_BINS + MOVED_BINS ? bin.units.slice(0, -1) : bin.units;
      const rows = found.map((unit) => ({ unit, flag: null as string | null, code: unit.wmsNumber }));
      const movedFrom = stock.bins[n - BINS / 2];
      if (n >= BINS / 2 + MISSING_BINS && n < BINS / 2 + MISSING_BINS + MOVED_BINS && movedFrom) rows.push({ unit: movedFrom.units.at(-1)!, flag: 'wrong-bin', code: movedFrom.units.at(-1)!.serial });
      const known = rows.map(({ unit, flag, code }) => ({ code, itemId: unit.itemId, skuId: unit.skuId, flag }));
      const unknown = n >= BINS - UNKNOWN_BINS ? [{ code: `UNKNOWN-${n}`, itemId: null, skuId: null, flag: 'unknown' }] : [];
      return [...known, ...unknown].map((row) => ({ ...row, id: randomUUID(), cycleId, binCountId: counts[n]!.id, binId: bin.id, quantity: 1, userId: null, device: 'bench', countedAt: at, receivedAt: at }));
    });
    await server.db.insert(countingBinCounts).values(counts);
    for (let i = 0; i < entries.length; i += 1000) await server.db.insert(countingEntries).values(entries.slice(i, i + 1000));

    const url = `${server.url}/v1/counting/cycles/${cycleId}`;
    const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
      const started = performance.now();
      const result = await run();
      return [result, performance.now() - started];
    };
    // The supervisor's page asks every 5 s while counters finish: the first answer compares the cycle,
    // a later one with nothing changed meanwhile is the comparison each API process keeps.
    const [live, firstMs] = await timed(() => call<CountingDiscrepancies>(`${url}/discrepancies`, { token: admin }));
    const [, againMs] = await timed(() => call<CountingDiscrepancies>(`${url}/discrepancies`, { token: admin }));
    const [, progressMs] = await timed(() => cycleProgress(server.url, admin, cycleId));
    const [done, completeMs] = await timed(() => call<{ summary: { binsRightFirstTime: number; unitsRightFirstTime: number } }>(`${url}/complete`, { token: admin, body: {} }));
    const stored = await call<CountingDiscrepancies>(`${url}/discrepancies`, { token: admin });

    const types = (rows: CountingDiscrepancies['rows']) => ['missing', 'wrong-bin', 'unexpected'].map((type) => rows.filter((row) => row.type === type).length).join(' / ');
    const expected = `${MISSING_BINS * 2} / ${MOVED_BINS} / ${UNKNOWN_BINS}`;
    if (types(live.rows) !== expected || types(stored.rows) !== expected) {
      throw new Error(`Discrepancies missing / wrong-bin / unexpected: live ${types(live.rows)}, stored ${types(stored.rows)}, expected ${expected}`);
    }
    const db = server.database;
    return {
      [`${db}: entries in ${BINS} closed counts`]: entries.length,
      [`${db}: discrepancies missing / wrong-bin / unexpected`]: types(live.rows),
      [`${db}: GET discrepancies (live): compared / unchanged since, ms (target < 2,000)`]: `${Math.round(firstMs)} / ${Math.round(againMs)}`,
      [`${db}: GET progress (comparison kept), ms`]: Math.round(progressMs),
      [`${db}: POST complete, ms (target < 2,000)`]: Math.round(completeMs),
      [`${db}: bins / units right first time (summary stored)`]: `${done.summary.binsRightFirstTime} / ${done.summary.unitsRightFirstTime}`,
    };
  });
}

export async function benchCountingCompletion(): Promise<Figures> {
  const figures: Figures = { 'units in the cycle (bins)': `${BINS * PER_BIN} (${BINS})`, ...(await completion(false)) };
  return process.env.DATABASE_URL ? { ...figures, ...(await completion(true)) } : { ...figures, PostgreSQL: 'not run: set DATABASE_URL to a scratch database' };
}

await runIfMain(import.meta.url, benchCountingOffline);
await runIfMain(import.meta.url, benchCountingCompletion);
