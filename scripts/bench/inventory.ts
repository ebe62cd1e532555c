// Inventory reads at warehouse scale: `npm run bench -- inventory`. On PostgreSQL (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/warehouse_bench: 1,000,000 units and 5,000,000 movements
// generated on the first run, BENCH_ITEMS / BENCH_MOVEMENTS to change) and on PGlite (a kept directory
// under the temp folder, 200,000 units and 1,000,000 movements unless BENCH_PGLITE_ITEMS /
// BENCH_PGLITE_MOVEMENTS say otherwise). Each case is one API call timed from Node, warm.
// To add a screen's queries, add cases to INVENTORY_CASES.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { startServer } from '../../src/server/start-server';
import { type InventorySizes, BENCH_BIN_PREFIX, BENCH_SKU_PREFIX, benchDataSize, generateInventory } from './inventory-data';
import { type Figures, runIfMain } from './harness';
import { signIn } from './http';
import { percentile } from './scan-latency';

interface InventoryCase {
  name: string;
  /** API path and query; dates are relative to now so the data's two years always cover them. */
  path: (ids: BenchIds) => string;
  /** Whether the answer is a real one (default: a page with rows). */
  answered?: (payload: Record<string, unknown>) => boolean;
  /** The issue's bar on PostgreSQL. */
  limitMs: number;
}

/** Ids of one bench SKU and bin, for the filters that take ids. */
interface BenchIds {
  sku: string;
  bin: string;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const INVENTORY_CASES: InventoryCase[] = [
  { name: 'movement history, first page', path: () => '/v1/movements?pageSize=25', limitMs: 300 },
  { name: 'movement history by SKU', path: () => `/v1/movements?pageSize=25&sku=${BENCH_SKU_PREFIX}00042`, limitMs: 300 },
  { name: 'movement history by bin', path: () => `/v1/movements?pageSize=25&bin=${BENCH_BIN_PREFIX}03-0123`, limitMs: 300 },
  { name: 'movement history by type and 30 days', path: () => `/v1/movements?pageSize=25&type=putaway&from=${daysAgo(120)}&to=${daysAgo(90)}`, limitMs: 300 },
  { name: 'movement history by zone, 100 rows', path: () => `/v1/movements?pageSize=100&zone=${BENCH_BIN_PREFIX}07`, limitMs: 300 },
  { name: 'item list, first page', path: () => '/v1/items?pageSize=25', limitMs: 300 },
  { name: 'item list by SKU', path: (ids) => `/v1/items?pageSize=25&sku=${ids.sku}`, limitMs: 300 },
  { name: 'item list by bin', path: (ids) => `/v1/items?pageSize=25&bin=${ids.bin}`, limitMs: 300 },
  { name: 'inventory dashboard', path: () => '/v1/inventory/dashboard', limitMs: 1000, answered: (payload) => Number(payload.onHandUnits) > 0 },
];

const RUNS = 15;
const WARM_UP = 2;

const hasRows = (payload: Record<string, unknown>) => Array.isArray(payload.items) && payload.items.length > 0;

async function measure(url: string, token: string, c: InventoryCase, ids: BenchIds): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < WARM_UP + RUNS; n++) {
    const started = performance.now();
    const res = await fetch(`${url}${c.path(ids)}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { payload: Record<string, unknown> };
    if (!res.ok || !(c.answered ?? hasRows)(body.payload)) throw new Error(`${c.name}: ${res.status}, ${JSON.stringify(body).slice(0, 200)}`);
    if (n >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}

const envNumber = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function idsOf(db: Database): Promise<BenchIds> {
  const result = (await db.execute(sql`
    select (select id from skus where code = ${`${BENCH_SKU_PREFIX}00042`}) as sku, (select id from bins where code = ${`${BENCH_BIN_PREFIX}03-0123`}) as bin`)) as unknown as { rows: BenchIds[] };
  return result.rows[0]!;
}

/** The bench's own database, made on a machine's first run (its server answers `CREATE SCHEMA` otherwise). */
async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function ensureData(databaseUrl: string | undefined, dataDir: string, sizes: InventorySizes): Promise<{ size: InventorySizes; ids: BenchIds }> {
  if (databaseUrl) await createDatabaseIfMissing(databaseUrl);
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await handle.migrate();
    const found = await benchDataSize(handle.db);
    if (!found) {
      console.info(`Generating ${sizes.items} units and ${sizes.movements} movements on ${handle.driver} (once)…`);
      await generateInventory(handle.db, sizes);
    }
    return { size: found ?? (await benchDataSize(handle.db)) ?? sizes, ids: await idsOf(handle.db) };
  } finally {
    await handle.close();
  }
}

async function benchOn(label: string, databaseUrl: string | undefined, dataDir: string, sizes: InventorySizes): Promise<Figures> {
  const { size, ids } = await ensureData(databaseUrl, dataDir, sizes);
  const server = await startServer(loadEnv({ DATA_DIR: dataDir, PORT: '0', SERVE_WEB: '0', LOG: 'silent', LOGIN_THROTTLE: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }));
  try {
    const token = await signIn(server.url, 'admin');
    const figures: Figures = { [`${label}: data`]: `${size.items.toLocaleString('en')} units, ${size.movements.toLocaleString('en')} bench movements` };
    // BENCH_CASES=item,dashboard measures only the cases whose names contain one of those words.
    const only = process.env.BENCH_CASES?.split(',');
    for (const c of INVENTORY_CASES.filter((x) => !only || only.some((word) => x.name.includes(word)))) {
      const times = await measure(server.url, token, c, ids);
      const within = databaseUrl ? (percentile(times, 95) <= c.limitMs ? ' ✓' : ` ✗ (bar ${c.limitMs})`) : '';
      figures[`${label}: ${c.name}, median / p95 ms`] = `${percentile(times, 50)} / ${percentile(times, 95)}${within}`;
    }
    return figures;
  } finally {
    await server.close();
  }
}

export async function benchInventory(): Promise<Figures> {
  const postgres = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/warehouse_bench';
  const pgDir = join(tmpdir(), 'warehouse-bench-inventory-pg');
  const pgliteDir = process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), 'warehouse-bench-inventory-pglite');
  // BENCH_ONLY=postgres or BENCH_ONLY=pglite measures one database.
  const only = process.env.BENCH_ONLY;
  return {
    ...(only === 'pglite' ? {} : await benchOn('PostgreSQL', postgres, pgDir, { items: envNumber('BENCH_ITEMS', 1_000_000), movements: envNumber('BENCH_MOVEMENTS', 5_000_000) })),
    ...(only === 'postgres' ? {} : await benchOn('PGlite', undefined, pgliteDir, { items: envNumber('BENCH_PGLITE_ITEMS', 200_000), movements: envNumber('BENCH_PGLITE_MOVEMENTS', 1_000_000) })),
  };
}

await runIfMain(import.meta.url, benchInventory);
