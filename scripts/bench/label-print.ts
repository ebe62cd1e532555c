// From the last scan of an order to its labels on the printer (issue 19): `npm run bench -- "label to printer"`.
// 20 one-unit orders picked through the API and packed into their cartons; then, per order, the station's
// last two steps in one /v1/sync batch (close the last carton, buy and print the labels on a network
// printer) and the time until a loopback Zebra (a TCP listener) has the whole ZPL. Own fleet; PGlite, and
// PostgreSQL when DATABASE_URL is set.
import { CLOSE_CARTON, OPEN_CARTON, PACK_UNITS as PACK_INTO_CARTON } from '../../src/domain/shipping/packing';
import { BUY_LABEL } from '../../src/domain/shipping/shipments';
import type { PickPack } from '../../src/domain/picking/picking';
import { PICK_UNITS } from '../../src/domain/picking/picking';
import type { AllocateOrdersResult } from '../../src/domain/orders/orders';
import { eq } from 'drizzle-orm';
import { items } from '../../src/server/db/schema/receiving';
import { startLoopbackPrinter } from '../../src/server/testing/loopback-printer';
import { countingStock } from './counting-stock';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';
import { percentile } from './scan-latency';

const ORDERS = 20;
const shipTo = { name: 'Bench', company: '', street1: '1 Way', street2: '', city: 'Town', region: '', postalCode: '', country: 'US', phone: '', email: '' };
const mutation = (kind: string, payload: Record<string, unknown>) => ({ id: (payload.id as string | undefined) ?? crypto.randomUUID(), kind, createdAt: Date.now(), payload });

async function labelToPrinter(postgres: boolean): Promise<Figures> {
  return withBenchServer({ postgresWhenSet: postgres }, async (server) => {
    const url = server.url;
    const admin = await signIn(url, 'admin');
    const stock = await countingStock(url, server.db, admin, 2, ORDERS / 2);
    const skuId = stock.bins[0]!.units[0]!.skuId;
    const [unitRow] = await server.db.select({ clientId: items.clientId }).from(items).where(eq(items.skuId, skuId)).limit(1);
    const clientId = unitRow!.clientId;
    const orders: { id: string; number: string }[] = [];
    for (let n = 0; n < ORDERS; n++) {
      const order = await call<{ id: string; number: string }>(`${url}/v1/shipping/orders`, { token: admin, body: { clientId, reference: `LBL-${Date.now()}-${n}`, shipTo, carrierId: null, service: '', shipBy: null, priority: 'normal', notes: '', lines: [{ skuId, quantity: 1, lotNumber: null, unit: null }] } });
      await call(`${url}/v1/shipping/orders/${order.number}/open`, { token: admin, body: {} });
      orders.push(order);
    }
    const allocated = await call<AllocateOrdersResult>(`${url}/v1/shipping/orders/allocate`, { token: admin, body: { numbers: orders.map((o) => o.number) } });
    if (allocated.allocated.length !== ORDERS) throw new Error(`Only ${allocated.allocated.length} of ${ORDERS} orders allocated`);
    const batch = await call<{ id: string; number: string }>(`${url}/v1/shipping/batches`, { token: admin, body: { clientId, carrierId: null, priority: null, shipBy: null, singleLine: true, maxOrders: ORDERS } });
    await call(`${url}/v1/shipping/batches/${batch.number}/release`, { token: admin, body: {} });
    const [tote] = await call<{ id: string }[]>(`${url}/v1/containers`, { token: admin, body: { type: 'tote', binId: null, active: true, count: 1 } });
    const pack = await call<PickPack>(`${url}/v1/shipping/picking/batches/${batch.id}/pack`, { token: admin });
    const held = pack.units.filter((u) => u.taskId !== null);
    await call(`${url}/v1/sync`, {
      token: admin,
      body: { mutations: held.map((u) => { const task = pack.tasks.find((t) => t.id === u.taskId)!; const id = crypto.randomUUID(); return mutation(PICK_UNITS, { id, taskId: task.id, binId: task.binId, what: { kind: 'item', itemId: u.id }, toteId: tote!.id, pickedAt: new Date().toISOString() }); }) },
    });
    const type = await call<{ id: string }>(`${url}/v1/carton-types`, { token: admin, body: { name: `Bench label box ${Date.now()}`, lengthMm: 300, widthMm: 200, heightMm: 100, tareG: 100, maxWeightG: 10_000, active: true } });
    const zebra = await startLoopbackPrinter();
    const printer = await call<{ id: string }>(`${url}/v1/printers`, { token: admin, body: { name: `Bench Zebra ${Date.now()}`, host: '127.0.0.1', port: zebra.port, labelSize: '4x6in', dpi: 203, active: true } });
    const times: number[] = [];
    try {
      for (const order of orders) {
        const unit = held.find((u) => u.orderNumber === order.number)!;
        const cartonId = crypto.randomUUID();
        await call(`${url}/v1/sync`, {
          token: admin,
          body: { mutations: [mutation(OPEN_CARTON, { cartonId, orderId: order.id, cartonTypeId: type.id, openedAt: new Date().toISOString() }), mutation(PACK_INTO_CARTON, { id: crypto.randomUUID(), cartonId, what: { kind: 'item', itemId: unit.id }, packedAt: new Date().toISOString() })] },
        });
        const jobs = zebra.jobs.length;
        const started = performance.now();
        await call(`${url}/v1/sync`, {
          token: admin,
          body: { mutations: [mutation(CLOSE_CARTON, { id: crypto.randomUUID(), cartonId, weightG: 500, closedAt: new Date().toISOString() }), mutation(BUY_LABEL, { id: crypto.randomUUID(), orderId: order.id, printerId: printer.id })] },
        });
        while (zebra.jobs.length === jobs) await new Promise((resolve) => setTimeout(resolve, 2));
        times.push(performance.now() - started);
      }
    } finally {
      await zebra.close();
    }
    const db = server.database;
    return {
      [`${db}: last scan to ZPL on the printer, median / p95 / max ms (goal ≤ 1000)`]: `${percentile(times, 50)} / ${percentile(times, 95)} / ${percentile(times, 100)}`,
    };
  });
}

const figuresOf = (postgres: boolean) => labelToPrinter(postgres).catch((error: unknown) => ({ [`${postgres ? 'postgres' : 'pglite'}: failed`]: String(error instanceof Error ? (error.cause ?? error.message) : error) }));

export async function benchLabelToPrinter(): Promise<Figures> {
  const figures = await figuresOf(false);
  return process.env.DATABASE_URL ? { ...figures, ...(await figuresOf(true)) } : { ...figures, PostgreSQL: 'not run: set DATABASE_URL to a scratch database' };
}

await runIfMain(import.meta.url, benchLabelToPrinter);
