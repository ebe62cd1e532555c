// The shipping dashboard at scale (issue 19): 100,000 orders over every state and a month of ship-by
// days, 30,000 pick and pack movements of today by 20 people, then GET /v1/shipping/dashboard as the
// office screen calls it. PostgreSQL when DATABASE_URL is set (the issue's goal: ≤ 1 s); PGlite with
// BENCH_DASHBOARD_PGLITE=1. The rows are written straight into the database with generate_series.
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../../src/server/start-server';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';

const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100_000);
const MOVEMENTS = Number(process.env.BENCH_DASHBOARD_MOVEMENTS ?? 30_000);
const CALLS = 10;

async function seed(server: RunningServer): Promise<string> {
  const admin = await signIn(server.url, 'admin');
  const { clients, carriers } = await call<{ clients: { id: string }[]; carriers: { id: string }[] }>(`${server.url}/v1/shipping/order-options`, { token: admin });
  const client = clients[0]!.id;
  const carrierList = `array[${carriers.map((c) => `'${c.id}'::uuid`).join(', ')}]`;
  await server.db.execute(sql`
    insert into orders (company_id, number, client_id, reference, ship_to, carrier_id, status, ship_by, priority, created_at, updated_at)
    select c.company_id, 'DB' || n, c.id, 'DB' || n, '{"name":"Bench","company":"","street1":"1 Way","street2":"","city":"Town","region":"","postalCode":"","country":"US","phone":"","email":""}'::jsonb,
      (${sql.raw(carrierList)})[1 + n % ${carriers.length}],
      (array['draft','open','allocated','picking','picked','packed','shipped','shipped','shipped','cancelled'])[1 + n % 10],
      current_date - 20 + (n % 30), (array['low','normal','high','urgent'])[1 + n % 4],
      now() - make_interval(mins => n % 40000), now() - make_interval(mins => n % 3000)
    from generate_series(1, ${ORDERS}) n, clients c where c.id = ${client}::uuid`);
  await server.db.execute(sql`
    insert into movements (company_id, type, sku_id, quantity, from_status, from_bin_id, to_status, to_bin_id, reference_type, reference_id, user_id, at, sap_status)
    select s.company_id, (array['pick','pack'])[1 + n % 2], s.id, 1, 'available', null, 'picked', null, 'order', 'DB' || n,
      (select id from users order by id offset (n % greatest(1, (select count(*) from users)::int)) limit 1),
      date_trunc('day', now()) + make_interval(mins => n % 600), 'not-required'
    from generate_series(1, ${MOVEMENTS}) n, (select id, company_id from skus limit 1) s`);
  await server.db.execute(sql`analyze orders`);
  await server.db.execute(sql`analyze movements`);
  return admin;
}

async function dashboard(postgres: boolean): Promise<Figures> {
  return withBenchServer({ postgresWhenSet: postgres }, async (server) => {
    const admin = await seed(server);
    const times: number[] = [];
    let answer: { late: { count: number }; byState: unknown[] } | null = null;
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      answer = await call(`${server.url}/v1/shipping/dashboard`, { token: admin });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const db = server.database;
    return {
      [`${db}: late orders counted`]: answer?.late.count ?? 0,
      [`${db}: dashboard with ${ORDERS.toLocaleString('en-US')} orders and ${MOVEMENTS.toLocaleString('en-US')} movements of today, p50 ms`]: times[Math.floor(times.length / 2)]!.toFixed(0),
      [`${db}: same, slowest of ${CALLS} ms (goal ≤ 1000)`]: times[times.length - 1]!.toFixed(0),
    };
  });
}

const figuresOf = (postgres: boolean) => dashboard(postgres).catch((error: unknown) => ({ [`${postgres ? 'postgres' : 'pglite'}: failed`]: String(error instanceof Error ? (error.cause ?? error.message) : error) }));

export async function benchShippingDashboard(): Promise<Figures> {
  const pglite = process.env.BENCH_DASHBOARD_PGLITE === '1' ? await figuresOf(false) : { PGlite: 'not run: BENCH_DASHBOARD_PGLITE=1 runs it' };
  return process.env.DATABASE_URL ? { ...pglite, ...(await figuresOf(true)) } : { ...pglite, PostgreSQL: 'not run: set DATABASE_URL to a scratch database' };
}

await runIfMain(import.meta.url, benchShippingDashboard);
