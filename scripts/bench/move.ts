// Inventory movement by scan (issue 17): `npx tsx scripts/bench/move.ts`, or `npm run bench -- move`.
// One handheld with the 5,000 units of its zone in the pack moves units offline in Chromium (4x CPU
// throttling): scan-to-feedback of each unit label and of each target bin label, then the flush once
// the network is back, and each move counted on the server (uses the build in dist/).
import { existsSync } from 'node:fs';
import { and, count, inArray } from 'drizzle-orm';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../tests/playwright.config';
import { movements } from '../../src/server/db/schema/master';
import { items } from '../../src/server/db/schema/receiving';
import { countingStock } from './counting-stock';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { signIn } from './http';
import { flushOnline, login, outboxProblems, percentile, scanOutcomes, scanToFeedback } from './scan-latency';

const BINS = 20;
const PER_BIN = 250;
const MOVES = 150;
const FLUSH_LIMIT_MS = 120_000;

export async function benchMove(): Promise<Figures> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const admin = await signIn(server.url, 'admin');
    const stock = await countingStock(server.url, server.db, admin, BINS, PER_BIN);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await login(page, server.url, 'admin');
      await page.goto(`${server.url}/movement/inventory`);
      await page.locator('[data-testid="move-prompt"][data-scanner="ready"]').waitFor({ timeout: 60_000 });
      // The zone's units come along for offline moves (the pack holds only received units otherwise).
      await page.locator('#move-zone').selectOption(stock.zoneId);
      await page.waitForFunction(
        (zoneId) => (document.querySelector('#move-zone') as HTMLSelectElement | null)?.value === zoneId && document.querySelector('[data-testid="move-prompt"]')?.getAttribute('data-scanner') === 'ready',
        stock.zoneId,
        { timeout: 60_000 },
      );
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      await context.setOffline(true);

      // Each move: a unit's WMS label, then the label of the next bin of the zone.
      const moves = Array.from({ length: MOVES }, (_, i) => {
        const from = i % BINS;
        return { unit: stock.bins[from]!.units[Math.floor(i / BINS)]!, to: stock.bins[(from + 1) % BINS]! };
      });
      const codes = moves.flatMap((move) => [move.unit.wmsNumber, `BIN-${move.to.code}`]);
      // A scan the screen refused leaves the flow elsewhere than the next code expects (a target bin
      // read as the next source): its reason, from the screen's notice, is what explains the moves missing.
      const refused: string[] = [];
      const latencies = await scanToFeedback(page, codes, async (i) => {
        if (i === 0 || (await scanOutcomes(page))[i - 1] !== 'rejected') return;
        const notice = page.locator('[data-testid="move-notice"][data-tone="rejected"]');
        await notice.waitFor({ timeout: 10_000 }).catch(() => undefined);
        refused.push(`scan ${i} (${codes[i - 1]}): ${await notice.textContent({ timeout: 1_000 }).catch(() => '?')}`);
      });
      if ((await scanOutcomes(page)).at(-1) === 'rejected') refused.push(`scan ${codes.length} (${codes.at(-1)})`);
      const units = latencies.filter((_, i) => i % 2 === 0);
      const targets = latencies.filter((_, i) => i % 2 === 1);

      const flush = await flushOnline(page, FLUSH_LIMIT_MS);
      const waiting = Number(await page.getByTestId('sync-status').getAttribute('data-queued'));
      const problems = await outboxProblems(page);
      const moved = moves.map((move) => move.unit.itemId);
      const written = await server.db
        .select({ itemId: movements.itemId, rows: count() })
        .from(movements)
        .where(and(inArray(movements.itemId, moved), inArray(movements.type, ['putaway', 'transfer'])))
        .groupBy(movements.itemId);
      const twice = written.filter((row) => row.rows > 1).length;
      const where = new Map((await server.db.select({ id: items.id, binId: items.binId }).from(items).where(inArray(items.id, moved))).map((item) => [item.id, item.binId]));
      const arrived = moves.filter((move) => where.get(move.unit.itemId) === move.to.id).length;
      const figures: Figures = {
        'units in the pack': BINS * PER_BIN,
        'moves scanned offline': MOVES,
        'scan-to-feedback median / p95 / max, ms (4x CPU throttling)': `${percentile(latencies, 50)} / ${percentile(latencies, 95)} / ${percentile(latencies, 100)}`,
        'p95, ms (target <= 50)': percentile(latencies, 95),
        'p95, unit labels / target bin labels, ms': `${percentile(units, 95)} / ${percentile(targets, 95)}`,
        'flush after going online, s': Math.round(flush / 100) / 10,
        'scans refused on the device': refused.length,
        'moves on the server (unit where it was moved to)': arrived,
        'units with more than one movement': twice,
        'mutations still queued on the device': waiting,
        'refused by the server (sync problems on the device)': problems.length ? problems.map(([reason, n]) => `${n} × ${reason}`).join('; ') : 0,
      };
      // Every scan is one the screen must take; a refusal is the bench's or the screen's fault, not a loss.
      if (refused.length > 0) throw new Error(`The screen refused ${refused.length} scans, so those moves were never made: ${refused.join('; ')}\n${JSON.stringify(figures)}`);
      if (arrived !== MOVES || twice > 0) throw new Error(`Moves lost or doubled on the way to the server: ${JSON.stringify(figures)}`);
      return figures;
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchMove);
