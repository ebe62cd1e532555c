// Job center by scan (issue 20): `npm run bench -- "job center"`. 200 available units sent to QC through
// the API, then worked offline at the QC station in Chromium (4x CPU throttling): scan-to-feedback of
// each unit label, and the tap on Pass to the frame that shows the screen waiting for the next unit
// (the result queued, the unit out of the queue); then the flush once the network is back and one status
// movement per unit on the server (uses the build in dist/).
import { existsSync } from 'node:fs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../tests/playwright.config';
import { movements } from '../../src/server/db/schema/master';
import { items } from '../../src/server/db/schema/receiving';
import { countingStock } from './counting-stock';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';
import { flushOnline, login, outboxProblems, percentile, scanOutcomes, scanToFeedback } from './scan-latency';

const BINS = 10;
const PER_BIN = 20;
const FLUSH_LIMIT_MS = 120_000;

export async function benchJobScan(): Promise<Figures> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const admin = await signIn(server.url, 'admin');
    const stock = await countingStock(server.url, server.db, admin, BINS, PER_BIN);
    const units = stock.bins.flatMap((bin) => bin.units);
    await call(`${server.url}/v1/job-center/send`, { token: admin, body: { type: 'qc', units: units.map((u) => u.wmsNumber) } });

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await login(page, server.url, 'admin');
      await page.goto(`${server.url}/job-center/qc`);
      await page.locator('[data-testid="job-prompt"][data-scanner="ready"]').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      await context.setOffline(true);
      // The tap on Pass to the first frame painted with the screen waiting for the next unit.
      // A string: tsx names the functions of a callback, and the page has no __name helper to run them.
      await page.evaluate(`
        window.taps = [];
        window.addEventListener('click', (event) => {
          if (event.target?.closest('button')?.textContent !== 'Pass') return;
          const from = event.timeStamp;
          const prompt = () => document.querySelector('[data-testid="job-prompt"]');
          const check = () => (prompt()?.dataset.awaiting === 'unit' ? window.taps.push(performance.now() - from) : requestAnimationFrame(check));
          requestAnimationFrame(check);
        }, { capture: true });
      `);
      const pass = page.getByRole('button', { name: 'Pass', exact: true });
      const codes = units.map((u) => u.wmsNumber);
      const latencies = await scanToFeedback(page, codes, async (i) => {
        if (i === 0) return;
        await pass.click();
        await page.waitForFunction((n) => (window as unknown as { taps: number[] }).taps.length >= n, i);
      });
      await pass.click();
      await page.waitForFunction((n) => (window as unknown as { taps: number[] }).taps.length >= n, codes.length);
      const taps = await page.evaluate(() => (window as unknown as { taps: number[] }).taps);
      const outcomes = await scanOutcomes(page);
      const refused = outcomes.flatMap((outcome, i) => (outcome === 'rejected' ? [codes[i]] : []));

      const flush = await flushOnline(page, FLUSH_LIMIT_MS);
      const problems = await outboxProblems(page);
      const ids = units.map((u) => u.itemId);
      const written = await server.db.select({ itemId: movements.itemId, rows: count() }).from(movements).where(and(inArray(movements.itemId, ids), eq(movements.type, 'status'), eq(movements.referenceType, 'job'))).groupBy(movements.itemId);
      const available = await server.db.select({ rows: count() }).from(items).where(and(inArray(items.id, ids), eq(items.status, 'available')));
      const figures: Figures = {
        'units passed at the QC station offline': codes.length,
        'scan-to-feedback median / p95 / max, ms (4x CPU throttling)': `${percentile(latencies, 50)} / ${percentile(latencies, 95)} / ${percentile(latencies, 100)}`,
        'Pass to next unit ready (painted) median / p95 / max, ms': `${percentile(taps, 50)} / ${percentile(taps, 95)} / ${percentile(taps, 100)}`,
        'p95 of the slower of the two, ms (target <= 50)': Math.max(percentile(latencies, 95), percentile(taps, 95)),
        'flush after going online, s': Math.round(flush / 100) / 10,
        'scans refused on the device': refused.length,
        'units back in stock on the server': available[0]?.rows ?? 0,
        'units with other than one job movement': ids.length - written.filter((row) => row.rows === 1).length,
        'refused by the server (sync problems on the device)': problems.length ? problems.map(([reason, n]) => `${n} × ${reason}`).join('; ') : 0,
      };
      if (refused.length > 0) throw new Error(`The screen refused ${refused.length} scans: ${refused.join(', ')}\n${JSON.stringify(figures)}`);
      return figures;
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchJobScan);
