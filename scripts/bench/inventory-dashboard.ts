// The inventory dashboard (GET /v1/inventory/dashboard) over a large warehouse: items and movements
// written straight into the server's database in bulk statements (through the API it would take
// hours), then the dashboard asked a few times. Sizes: DASHBOARD_ITEMS (default 1,000,000 on
// PostgreSQL, 100,000 on PGlite) and five movements per item over two years.
// The bulk rows skip the ledger module on purpose (a throwaway database, whose ledger invariant no
// test reads afterwards); the ledger's summaries are rebuilt from them once they are in. For repeated
// measurements on kept data, `npm run bench -- inventory` has the dashboard too.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rebuildSummaries } from '../../src/server/ledger/summary-writes';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';

const RUNS = 5;

async function fill(db: Database, items: number): Promise<void> {
  const code = `DB${Date.now().toString(36).toUpperCase()}`;
  await db.execute(sql`
    insert into zones (company_id, code, name) select id, ${code}, 'Dashboard bench' from company limit 1`);
  await db.execute(sql`
    insert into bins (company_id, zone_id, code, pick_sequence, blocked)
    select z.company_id, z.id, ${code} || '-' || n, n, n % 50 = 0
    from zones z cross join generate_series(1, 2000) n where z.code = ${code}`);
  await db.execute(sql`
    insert into clients (company_id, code, name) select id, ${code} || '-C' || n, 'Bench client ' || n from company, generate_series(1, 40) n`);
  await db.execute(sql`
    insert into skus (company_id, client_id, code, sku_type_id)
    select c.company_id, c.id, c.code || '-S' || n,
      (select id from catalogue_entries e where e.catalogue = 'sku-type' order by e.code offset (n % 3) limit 1)
    from clients c cross join generate_series(1, 50) n where c.code like ${`${code}-C%`}`);
  // 40 clients × 50 SKUs = 2,000 SKUs and 2,000 bins: the joins below pick one of each by number.
  await db.execute(sql`
    with s as (select id, client_id, company_id, row_number() over (order by id) - 1 as k from skus where code like ${`${code}-C%`}),
      b as (select id, row_number() over (order by id) - 1 as k from bins b where b.code like ${`${code}-%`})
    insert into items (id, company_id, wms_number, client_id, sku_id, quantity, lot_number, expiry, bin_id, status, inventory, receipt_at)
    select gen_random_uuid(), s.company_id, ${code} || '-W' || n, s.client_id, s.id, 1 + n % 3,
      case when n % 5 = 0 then 'LOT-' || (n % 997) end,
      case when n % 5 = 0 then current_date + (n % 400) - 30 end,
      b.id,
      (array['available','available','available','received','qc','repair','clean','allocated','picked','shipped','scrapped','missing'])[1 + n % 12],
      n % 50 <> 0,
      now() - make_interval(secs => (n::bigint * 7919) % 63072000)
    from generate_series(1, ${items}::int) n
    join s on s.k = n % 2000
    join b on b.k = (n / 7) % 2000`);
  await db.execute(sql`
    insert into movements (company_id, type, item_id, sku_id, quantity, at, sap_status)
    select i.company_id, (array['receive','goods-receipt','putaway','transfer','ship'])[1 + m], i.id, i.sku_id, i.quantity,
      i.receipt_at + make_interval(days => m), 'not-required'
    from items i cross join generate_series(0, 4) m
    where i.wms_number like ${`${code}-W%`}`);
  // As the bulk rows above skip the ledger module, its summaries are computed again from them.
  const [org] = ((await db.execute(sql`select id from company limit 1`)) as unknown as { rows: { id: string }[] }).rows;
  await rebuildSummaries(db, org!.id);
  await db.execute(sql`analyze`);
}

export async function benchInventoryDashboard(): Promise<Figures> {
  return withBenchServer({ postgresWhenSet: true, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const items = Number(process.env.DASHBOARD_ITEMS ?? (server.database === 'postgres' ? 1_000_000 : 100_000));
    const started = performance.now();
    await fill(server.db, items);
    const filled = performance.now() - started;
    const token = await signIn(server.url, 'admin');
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      await call(`${server.url}/v1/inventory/dashboard`, { token });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return {
      database: server.database,
      'items / movements added': `${items.toLocaleString('en')} / ${(items * 5).toLocaleString('en')}`,
      'fill (s)': (filled / 1000).toFixed(0),
      'dashboard slowest (ms)': Math.round(times.at(-1)!),
      'dashboard median (ms)': Math.round(times[Math.floor(RUNS / 2)]!),
    };
  });
}

await runIfMain(import.meta.url, benchInventoryDashboard);
