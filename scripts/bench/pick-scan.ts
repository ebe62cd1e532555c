// Picking by scan (issue 18): `npx tsx scripts/bench/pick-scan.ts`, or `npm run bench -- "picking offline"`. A batch
// of 100 orders of 3 units over 20 bins, released into pick tasks, picked offline on one handheld in
// Chromium (4x CPU throttling): scan-to-feedback of each bin and unit label (the next task is painted
// with it), then the flush once the network is back, and each pick counted on the server (uses the
// build in dist/).
import { existsSync } from 'node:fs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../tests/playwright.config';
import type { AllocateOrdersResult } from '../../src/domain/orders/orders';
import type { PickPack } from '../../src/domain/picking/picking';
import { movements } from '../../src/server/db/schema/master';
import { items } from '../../src/server/db/schema/receiving';
import { countingStock } from './counting-stock';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';
import { flushOnline, login, outboxProblems, percentile, scanOutcomes, scanToFeedback } from './scan-latency';

const BINS = 20;
const PER_BIN = 15;
const ORDERS = 100;
const PER_ORDER = 3;
const FLUSH_LIMIT_MS = 120_000;

const shipTo = { name: 'Bench', company: '', street1: '1 Way', street2: '', city: 'Town', region: '', postalCode: '', country: 'US', phone: '', email: '' };

export async function benchPickScan(): Promise<Figures> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const admin = await signIn(server.url, 'admin');
    const stock = await countingStock(server.url, server.db, admin, BINS, PER_BIN);
    const skuId = stock.bins[0]!.units[0]!.skuId;
    const [unit] = await server.db.select({ clientId: items.clientId }).from(items).where(eq(items.skuId, skuId)).limit(1);
    const clientId = unit!.clientId;
    const numbers: string[] = [];
    for (let n = 0; n < ORDERS; n++) {
      const body = { clientId, reference: `PICK-BENCH-${Date.now()}-${n}`, shipTo, carrierId: null, service: '', shipBy: null, priority: 'normal', notes: '', lines: [{ skuId, quantity: PER_ORDER, lotNumber: null, unit: null }] };
      const order = await call<{ number: string }>(`${server.url}/v1/shipping/orders`, { token: admin, body });
      await call(`${server.url}/v1/shipping/orders/${order.number}/open`, { token: admin, body: {} });
      numbers.push(order.number);
    }
    const allocated = await call<AllocateOrdersResult>(`${server.url}/v1/shipping/orders/allocate`, { token: admin, body: { numbers } });
    if (allocated.allocated.length !== ORDERS) throw new Error(`Only ${allocated.allocated.length} of ${ORDERS} orders allocated`);
    const batch = await call<{ id: string; number: string }>(`${server.url}/v1/shipping/batches`, { token: admin, body: { clientId, carrierId: null, priority: null, shipBy: null, singleLine: true, maxOrders: 500 } });
    const releaseStart = performance.now();
    await call(`${server.url}/v1/shipping/batches/${batch.number}/release`, { token: admin, body: {} });
    const release = performance.now() - releaseStart;
    const [tote] = await call<{ code: string }[]>(`${server.url}/v1/containers`, { token: admin, body: { type: 'tote', binId: null, active: true, count: 1 } });
    const pack = await call<PickPack>(`${server.url}/v1/shipping/picking/batches/${batch.id}/pack`, { token: admin });
    const walk = [...pack.tasks]
      .sort((a, b) => a.sequence - b.sequence)
      .map((task) => ({ bin: pack.bins.find((bin) => bin.id === task.binId)!.code, units: pack.units.filter((u) => u.taskId === task.id).map((u) => u.wmsNumber) }));
    const held = pack.units.filter((u) => u.taskId !== null).map((u) => u.id);

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await login(page, server.url, 'admin');
      await page.goto(`${server.url}/shipping-out/picking-list?batch=${batch.id}`);
      await page.locator('[data-testid="pick-prompt"][data-scanner="ready"]').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      await context.setOffline(true);

      const codes = [tote!.code, ...walk.flatMap((stop) => [`BIN-${stop.bin}`, ...stop.units])];
      const latencies = (await scanToFeedback(page, codes)).slice(1);
      const outcomes = await scanOutcomes(page);
      const refused = outcomes.flatMap((outcome, i) => (outcome === 'rejected' ? [codes[i]] : []));
      const binScans = new Set(walk.map((stop) => `BIN-${stop.bin}`));
      const bins = latencies.filter((_, i) => binScans.has(codes[i + 1]!));
      const units = latencies.filter((_, i) => !binScans.has(codes[i + 1]!));

      const flush = await flushOnline(page, FLUSH_LIMIT_MS);
      const waiting = Number(await page.getByTestId('sync-status').getAttribute('data-queued'));
      const problems = await outboxProblems(page);
      const written = await server.db
        .select({ itemId: movements.itemId, rows: count() })
        .from(movements)
        .where(and(inArray(movements.itemId, held), eq(movements.type, 'pick')))
        .groupBy(movements.itemId);
      const picked = await server.db.select({ rows: count() }).from(items).where(and(inArray(items.id, held), eq(items.status, 'picked')));
      const figures: Figures = {
        'orders / pick tasks / units in the batch': `${ORDERS} / ${walk.length} / ${held.length}`,
        'release of the batch, ms': Math.round(release),
        'scan-to-feedback median / p95 / max, ms (4x CPU throttling)': `${percentile(latencies, 50)} / ${percentile(latencies, 95)} / ${percentile(latencies, 100)}`,
        'p95, ms (target <= 50)': percentile(latencies, 95),
        'p95, bin labels / unit labels, ms': `${percentile(bins, 95)} / ${percentile(units, 95)}`,
        'flush after going online, s': Math.round(flush / 100) / 10,
        'scans refused on the device': refused.length,
        'units picked on the server': picked[0]?.rows ?? 0,
        'units with more than one pick movement': written.filter((row) => row.rows > 1).length,
        'mutations still queued on the device': waiting,
        'refused by the server (sync problems on the device)': problems.length ? problems.map(([reason, n]) => `${n} × ${reason}`).join('; ') : 0,
      };
      if (refused.length > 0) throw new Error(`The screen refused ${refused.length} scans: ${refused.join(', ')}\n${JSON.stringify(figures)}`);
      if (picked[0]?.rows !== held.length || written.some((row) => row.rows > 1)) throw new Error(`Picks lost or doubled on the way to the server: ${JSON.stringify(figures)}`);
      return figures;
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchPickScan);
