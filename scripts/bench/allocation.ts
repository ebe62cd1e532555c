// Allocation at scale (issue 18): 2,000 open orders of 3 lines each allocated against 200,000 available
// units, through the API in one bulk request (POST /v1/shipping/orders/allocate, as "Allocate open
// orders" does), or with BENCH_ALLOCATE=each one Allocate request per order, 4 in flight; on PGlite and
// on PostgreSQL when DATABASE_URL is set. The stock and the orders are written straight into the database (setting up is not what the
// bench measures); the summaries are rebuilt once, as the demo seed does.
import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import type { AllocateOrdersResult } from '../../src/domain/orders/orders';
import { clients as clientTable } from '../../src/server/db/schema/master';
import { orderAllocations, orders } from '../../src/server/db/schema/orders';
import { rebuildSummaries } from '../../src/server/ledger/summary-writes';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';

const UNITS = Number(process.env.BENCH_UNITS ?? 200_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000);
const PER_LINE = 5;
/** Requests in flight at once when each order is allocated on its own: a few supervisors allocating together. */
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);
const EACH = process.env.BENCH_ALLOCATE === 'each';

async function allocation(postgres: boolean): Promise<Figures> {
  return withBenchServer({ postgresWhenSet: postgres }, async (server) => {
    const admin = await signIn(server.url, 'admin');
    const { clients } = await call<{ clients: { id: string }[] }>(`${server.url}/v1/shipping/order-options`, { token: admin });
    const clientId = clients[0]!.id;
    const code = `AL${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
    const skuIds: string[] = [];
    for (const [n, serialised] of [true, true, false].entries()) {
      const body = { code: `${code}-${n}`, description: 'Allocated', clientId, skuTypeId: null, brandId: null, modelId: null, serialised, unit: 'EA', sapMaterialNumber: '', unitValue: null, active: true, barcodes: [] };
      skuIds.push((await call<{ id: string }>(`${server.url}/v1/skus`, { token: admin, body })).id);
    }
    const [company] = await server.db.select({ id: clientTable.companyId }).from(clientTable).where(eq(clientTable.id, clientId));
    // Units spread over the SKUs and the demo bins; the third SKU's units are lots with expiry dates (FEFO).
    await server.db.execute(sql`
      insert into items (id, company_id, wms_number, client_id, sku_id, serial, quantity, lot_number, expiry, bin_id, status, receipt_at)
      select gen_random_uuid(), ${company!.id}::uuid, ${code} || '-W' || n, ${clientId}::uuid, (${sql.raw(`array['${skuIds.join("','")}']`)}::uuid[])[1 + n % 3],
        case when n % 3 = 2 then null else ${code} || '-SN-' || n end, case when n % 3 = 2 then 1 + n % 4 else 1 end,
        case when n % 3 = 2 then 'L' || (n % 20) else null end, case when n % 3 = 2 then date '2030-01-01' + (n % 20) else null end,
        (select id from bins where company_id = ${company!.id}::uuid and not blocked order by pick_sequence offset (n % 100) limit 1), 'available',
        now() - (n || ' minutes')::interval
      from generate_series(1, ${UNITS}::int) n`);
    await server.db.transaction((tx) => rebuildSummaries(tx, company!.id));
    const at = new Date();
    const orderRows = Array.from({ length: ORDERS }, (_, n) => ({ id: randomUUID(), number: `${code}-O${String(n).padStart(5, '0')}` }));
    for (let i = 0; i < orderRows.length; i += 500) {
      const slice = orderRows.slice(i, i + 500);
      await server.db.execute(sql`insert into orders (id, company_id, number, client_id, reference, ship_to, status, created_at, updated_at) values ${sql.join(
        slice.map((o) => sql`(${o.id}::uuid, ${company!.id}::uuid, ${o.number}, ${clientId}::uuid, ${o.number}, ${JSON.stringify({ name: 'Bench', company: '', street1: '1 Way', street2: '', city: 'Town', region: '', postalCode: '', country: 'US', phone: '', email: '' })}::jsonb, 'open', ${at}, ${at})`),
        sql`, `,
      )}`);
      await server.db.execute(sql`insert into order_lines (order_id, position, sku_id, quantity) values ${sql.join(
        slice.flatMap((o) => skuIds.map((skuId, position) => sql`(${o.id}::uuid, ${position}, ${skuId}::uuid, ${PER_LINE})`)),
        sql`, `,
      )}`);
    }

    // PGlite runs in this process: its long inserts above block the event loop, so a kept-alive socket
    // may be closed by the server just as the next request picks it (ECONNRESET). Idle sockets go first.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const states = new Map<string, number>();
    const count = (state: string, n = 1) => states.set(state, (states.get(state) ?? 0) + n);
    const started = performance.now();
    if (EACH) {
      const queue = [...orderRows];
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          for (let order = queue.shift(); order; order = queue.shift()) {
            const res = await fetch(`${server.url}/v1/shipping/orders/${order.number}/allocate`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` } });
            const done = (await res.json()) as { payload: { status?: string } };
            count(res.ok ? (done.payload.status ?? '?') : `HTTP ${res.status}`);
          }
        }),
      );
    } else {
      const done = await call<AllocateOrdersResult>(`${server.url}/v1/shipping/orders/allocate`, { token: admin, body: { numbers: orderRows.map((o) => o.number) } });
      count('allocated', done.allocated.length);
      count('open', done.partly.length);
    }
    const ms = performance.now() - started;
    const [held] = await server.db
      .select({ items: sql<number>`cast(count(*) as integer)`, units: sql<number>`cast(coalesce(sum(${orderAllocations.quantity}), 0) as integer)` })
      .from(orderAllocations)
      .innerJoin(orders, eq(orders.id, orderAllocations.orderId))
      .where(like(orders.number, `${code}-O%`));
    const db = server.database;
    return {
      [`${db}: orders allocated / left open`]: `${states.get('allocated') ?? 0} / ${states.get('open') ?? 0}`,
      [`${db}: units held (items)`]: `${held?.units} (${held?.items})`,
      [`${db}: allocating ${ORDERS} orders of 3 lines, ${EACH ? `one request each, ${PARALLEL} at a time` : 'one bulk request'}, s (goal on PostgreSQL ≤ 5)`]: (ms / 1000).toFixed(1),
      [`${db}: per order, ms`]: (ms / ORDERS).toFixed(1),
    };
  });
}

/** One database's figures, or why it could not give them: the other database still runs. */
const figuresOf = (postgres: boolean) => allocation(postgres).catch((error: unknown) => ({ [`${postgres ? 'postgres' : 'pglite'}: failed`]: String(error instanceof Error ? (error.cause ?? error.message) : error) }));

export async function benchAllocation(): Promise<Figures> {
  // BENCH_ONLY=postgres measures PostgreSQL alone.
  const figures: Figures = { 'available units': UNITS, ...(process.env.BENCH_ONLY === 'postgres' ? {} : await figuresOf(false)) };
  return process.env.DATABASE_URL ? { ...figures, ...(await figuresOf(true)) } : { ...figures, PostgreSQL: 'not run: set DATABASE_URL to a scratch database' };
}

await runIfMain(import.meta.url, benchAllocation);
