// Releasing a batch at scale (issue 18): a batch of 500 allocated orders of 3 one-unit lines (1,500 held
// units over 100 bins) turned into pick tasks in walking order through the API, as the Release button
// does, on PGlite and on PostgreSQL when DATABASE_URL is set. The units, orders and batch are written
// straight into the database (setting up is not what the bench measures).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { clients as clientTable } from '../../src/server/db/schema/master';
import { pickTasks } from '../../src/server/db/schema/orders';
import type { RunningServer } from '../../src/server/start-server';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';

const ORDERS = Number(process.env.BENCH_BATCH_ORDERS ?? 500);
const LINES = 3;

export interface SeededBatch {
  admin: string;
  batchId: string;
  batchNumber: string;
}

/**
 * An open batch of `orders` allocated orders of 3 one-unit serial lines (units over the first 100 bins
 * of the walk), written straight into the database; the picking bench releases and picks one too.
 */
export async function seedBatch(server: RunningServer, orders: number): Promise<SeededBatch> {
  const admin = await signIn(server.url, 'admin');
  const { clients } = await call<{ clients: { id: string }[] }>(`${server.url}/v1/shipping/order-options`, { token: admin });
  const clientId = clients[0]!.id;
  const code = `RL${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
  const skuIds: string[] = [];
  for (let n = 0; n < LINES; n++) {
    const body = { code: `${code}-${n}`, description: 'Released', clientId, skuTypeId: null, brandId: null, modelId: null, serialised: true, unit: 'EA', sapMaterialNumber: '', unitValue: null, active: true, barcodes: [] };
    skuIds.push((await call<{ id: string }>(`${server.url}/v1/skus`, { token: admin, body })).id);
  }
  const [company] = await server.db.select({ id: clientTable.companyId }).from(clientTable).where(eq(clientTable.id, clientId));
  const companyId = company!.id;
  const batchId = randomUUID();
  const batchNumber = `${code}-B`;
  const at = new Date();
  await server.db.execute(sql`insert into batches (id, company_id, number, status, filters, created_at, updated_at)
    values (${batchId}::uuid, ${companyId}::uuid, ${batchNumber}, 'open', ${JSON.stringify({ clientId, carrierId: null, priority: null, shipBy: null, singleLine: false, maxOrders: orders })}::jsonb, ${at}, ${at})`);
  const shipTo = JSON.stringify({ name: 'Bench', company: '', street1: '1 Way', street2: '', city: 'Town', region: '', postalCode: '', country: 'US', phone: '', email: '' });
  for (let start = 0; start < orders; start += 100) {
    const slice = Array.from({ length: Math.min(100, orders - start) }, (_, i) => ({ id: randomUUID(), n: start + i }));
    await server.db.execute(sql`insert into orders (id, company_id, number, client_id, reference, ship_to, status, batch_id, created_at, updated_at) values ${sql.join(
      slice.map((o) => sql`(${o.id}::uuid, ${companyId}::uuid, ${`${code}-O${o.n}`}, ${clientId}::uuid, ${`${code}-O${o.n}`}, ${shipTo}::jsonb, 'allocated', ${batchId}::uuid, ${at}, ${at})`),
      sql`, `,
    )}`);
    const lines = slice.flatMap((o) => skuIds.map((skuId, position) => ({ orderId: o.id, lineId: randomUUID(), itemId: randomUUID(), skuId, position, n: o.n * LINES + position })));
    await server.db.execute(sql`insert into order_lines (id, order_id, position, sku_id, quantity) values ${sql.join(
      lines.map((l) => sql`(${l.lineId}::uuid, ${l.orderId}::uuid, ${l.position}, ${l.skuId}::uuid, 1)`),
      sql`, `,
    )}`);
    // Each unit in one of the first 100 bins of the walk, so tasks group units of many orders.
    await server.db.execute(sql`insert into items (id, company_id, wms_number, client_id, sku_id, serial, quantity, bin_id, status, receipt_at) values ${sql.join(
      lines.map(
        (l) =>
          sql`(${l.itemId}::uuid, ${companyId}::uuid, ${`${code}-W${l.n}`}, ${clientId}::uuid, ${l.skuId}::uuid, ${`${code}-SN${l.n}`}, 1,
            (select id from bins where company_id = ${companyId}::uuid and not blocked order by pick_sequence, code offset ${l.n % 100} limit 1), 'allocated', ${at})`,
      ),
      sql`, `,
    )}`);
    await server.db.execute(sql`insert into order_allocations (order_id, line_id, item_id, quantity, allocated_at) values ${sql.join(
      lines.map((l) => sql`(${l.orderId}::uuid, ${l.lineId}::uuid, ${l.itemId}::uuid, 1, ${at})`),
      sql`, `,
    )}`);
  }

  // PGlite runs in this process: its long inserts above block the event loop, so a kept-alive socket
  // may be closed by the server just as the next request picks it (ECONNRESET). Idle sockets go first.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  return { admin, batchId, batchNumber };
}

async function release(postgres: boolean): Promise<Figures> {
  return withBenchServer({ postgresWhenSet: postgres }, async (server) => {
    const { admin, batchId, batchNumber } = await seedBatch(server, ORDERS);
    const started = performance.now();
    const res = await fetch(`${server.url}/v1/shipping/batches/${batchNumber}/release`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` } });
    const ms = performance.now() - started;
    const answer = (await res.json()) as { payload: { status?: string } };
    const [made] = await server.db.select({ tasks: sql<number>`cast(count(*) as integer)` }).from(pickTasks).where(eq(pickTasks.batchId, batchId));
    const db = server.database;
    return {
      [`${db}: batch state after release`]: res.ok ? (answer.payload.status ?? '?') : `HTTP ${res.status}`,
      [`${db}: pick tasks made for ${ORDERS * LINES} units`]: made?.tasks ?? 0,
      [`${db}: releasing a ${ORDERS}-order batch (with its overview), ms (goal ≤ 1000)`]: ms.toFixed(0),
    };
  });
}

/** One database's figures, or why it could not give them: the other database still runs. */
const figuresOf = (postgres: boolean) => release(postgres).catch((error: unknown) => ({ [`${postgres ? 'postgres' : 'pglite'}: failed`]: String(error instanceof Error ? (error.cause ?? error.message) : error) }));

export async function benchRelease(): Promise<Figures> {
  const figures = await figuresOf(false);
  return process.env.DATABASE_URL ? { ...figures, ...(await figuresOf(true)) } : { ...figures, PostgreSQL: 'not run: set DATABASE_URL to a scratch database' };
}

await runIfMain(import.meta.url, benchRelease);
