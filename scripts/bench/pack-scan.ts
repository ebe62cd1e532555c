// Packing by scan (issue 19): `npm run bench -- "packing offline"`. One order of 100 serial units over
// 10 bins, allocated, batched, released and picked through the API, then packed offline on a handheld
// in Chromium (4x CPU throttling): scan-to-feedback of each unit label with the next state painted, the
// flush once the network is back, and each unit counted packed on the server (uses the build in dist/).
import { existsSync } from 'node:fs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../tests/playwright.config';
import type { PickPack } from '../../src/domain/picking/picking';
import { PICK_UNITS } from '../../src/domain/picking/picking';
import { movements } from '../../src/server/db/schema/master';
import { items } from '../../src/server/db/schema/receiving';
import { countingStock } from './counting-stock';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';
import { flushOnline, login, outboxProblems, percentile, scanOutcomes, scanToFeedback } from './scan-latency';

const BINS = 10;
const PER_BIN = 10;
const UNITS = BINS * PER_BIN;
const FLUSH_LIMIT_MS = 120_000;

const shipTo = { name: 'Bench', company: '', street1: '1 Way', street2: '', city: 'Town', region: '', postalCode: '', country: 'US', phone: '', email: '' };

export async function benchPackScan(): Promise<Figures> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  return withBenchServer({ web: true, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const admin = await signIn(server.url, 'admin');
    const stock = await countingStock(server.url, server.db, admin, BINS, PER_BIN);
    const skuId = stock.bins[0]!.units[0]!.skuId;
    const [unit] = await server.db.select({ clientId: items.clientId }).from(items).where(eq(items.skuId, skuId)).limit(1);
    const clientId = unit!.clientId;
    const body = { clientId, reference: `PACK-BENCH-${Date.now()}`, shipTo, carrierId: null, service: '', shipBy: null, priority: 'normal', notes: '', lines: [{ skuId, quantity: UNITS, lotNumber: null, unit: null }] };
    const order = await call<{ id: string; number: string }>(`${server.url}/v1/shipping/orders`, { token: admin, body });
    await call(`${server.url}/v1/shipping/orders/${order.number}/open`, { token: admin, body: {} });
    await call(`${server.url}/v1/shipping/orders/${order.number}/allocate`, { token: admin, body: {} });
    const batch = await call<{ id: string; number: string }>(`${server.url}/v1/shipping/batches`, { token: admin, body: { clientId, carrierId: null, priority: null, shipBy: null, singleLine: true, maxOrders: 1 } });
    await call(`${server.url}/v1/shipping/batches/${batch.number}/release`, { token: admin, body: {} });
    const [tote] = await call<{ id: string }[]>(`${server.url}/v1/containers`, { token: admin, body: { type: 'tote', binId: null, active: true, count: 1 } });
    const pack = await call<PickPack>(`${server.url}/v1/shipping/picking/batches/${batch.id}/pack`, { token: admin });
    const held = pack.units.filter((u) => u.taskId !== null);
    const mutations = held.map((u) => {
      const id = crypto.randomUUID();
      const task = pack.tasks.find((t) => t.id === u.taskId)!;
      return { id, kind: PICK_UNITS, createdAt: Date.now(), payload: { id, taskId: task.id, binId: task.binId, what: { kind: 'item', itemId: u.id }, toteId: tote!.id, pickedAt: new Date().toISOString() } };
    });
    await call(`${server.url}/v1/sync`, { token: admin, body: { mutations } });
    const cartonType = await call<{ name: string }>(`${server.url}/v1/carton-types`, { token: admin, body: { name: `Bench box ${Date.now()}`, lengthMm: 600, widthMm: 400, heightMm: 400, tareG: 500, maxWeightG: 30_000, active: true } });

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await login(page, server.url, 'admin');
      await page.goto(`${server.url}/shipping-out/packing-detail?order=${order.id}`);
      await page.locator('[data-testid="pack-prompt"][data-scanner="ready"]').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      await context.setOffline(true);
      await page.getByRole('button', { name: `Open a ${cartonType.name} carton` }).click();
      await page.locator('[data-testid="pack-prompt"][data-awaiting="unit"]').waitFor();

      const codes = held.map((u) => u.wmsNumber);
      const latencies = await scanToFeedback(page, codes);
      const outcomes = await scanOutcomes(page);
      const refused = outcomes.flatMap((outcome, i) => (outcome === 'rejected' ? [codes[i]] : []));

      const flush = await flushOnline(page, FLUSH_LIMIT_MS);
      const problems = await outboxProblems(page);
      const ids = held.map((u) => u.id);
      const written = await server.db.select({ itemId: movements.itemId, rows: count() }).from(movements).where(and(inArray(movements.itemId, ids), eq(movements.type, 'pack'))).groupBy(movements.itemId);
      const packed = await server.db.select({ rows: count() }).from(items).where(and(inArray(items.id, ids), eq(items.status, 'packed')));
      const figures: Figures = {
        'units packed into one carton offline': codes.length,
        'scan-to-feedback median / p95 / max, ms (4x CPU throttling)': `${percentile(latencies, 50)} / ${percentile(latencies, 95)} / ${percentile(latencies, 100)}`,
        'p95, ms (target <= 50)': percentile(latencies, 95),
        'flush after going online, s': Math.round(flush / 100) / 10,
        'scans refused on the device': refused.length,
        'units packed on the server': packed[0]?.rows ?? 0,
        'units with more than one pack movement': written.filter((row) => row.rows > 1).length,
        'refused by the server (sync problems on the device)': problems.length ? problems.map(([reason, n]) => `${n} × ${reason}`).join('; ') : 0,
      };
      if (refused.length > 0) throw new Error(`The screen refused ${refused.length} scans: ${refused.join(', ')}\n${JSON.stringify(figures)}`);
      return figures;
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchPackScan);
