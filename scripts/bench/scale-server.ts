// The warehouse-scale benches' databases (inventory reads, reports): PostgreSQL at BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/warehouse_bench (1,000,000 units and 5,000,000 movements
// generated on the first run, BENCH_ITEMS / BENCH_MOVEMENTS to change), and PGlite in a kept directory
// under the temp folder (200,000 units and 1,000,000 movements unless BENCH_PGLITE_ITEMS /
// BENCH_PGLITE_MOVEMENTS say otherwise). The data is made once and kept: generating it takes minutes.
// BENCH_ONLY=postgres or BENCH_ONLY=pglite measures one database.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { startServer } from '../../src/server/start-server';
import { type InventorySizes, BENCH_BIN_PREFIX, BENCH_SKU_PREFIX, addMissingActivity, benchDataSize, generateInventory } from './inventory-data';
import type { Figures } from './harness';
import { signIn } from './http';

/** Ids of one bench SKU, bin and the SKU's client, for the filters that take ids. */
export interface BenchIds {
  sku: string;
  bin: string;
  client: string;
}

/** One database's server, running on the bench data and signed in as the admin. */
export interface ScaleServer {
  /** PostgreSQL or PGlite. */
  label: string;
  /** Whether the issue's bars apply: they are set for PostgreSQL. */
  postgres: boolean;
  url: string;
  token: string;
  size: InventorySizes;
  ids: BenchIds;
}

const envNumber = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function idsOf(db: Database): Promise<BenchIds> {
  const result = (await db.execute(sql`
    select s.id as sku, s.client_id as client, (select id from bins where code = ${`${BENCH_BIN_PREFIX}03-0123`}) as bin
    from skus s where s.code = ${`${BENCH_SKU_PREFIX}00042`}`)) as unknown as { rows: BenchIds[] };
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
    } else {
      await addMissingActivity(handle.db);
    }
    // Counted after the activity, which adds movements of its own.
    return { size: (await benchDataSize(handle.db)) ?? sizes, ids: await idsOf(handle.db) };
  } finally {
    await handle.close();
  }
}

async function onDatabase(label: string, databaseUrl: string | undefined, dataDir: string, sizes: InventorySizes, bench: (server: ScaleServer) => Promise<Figures>): Promise<Figures> {
  const { size, ids } = await ensureData(databaseUrl, dataDir, sizes);
  const server = await startServer(loadEnv({ DATA_DIR: dataDir, PORT: '0', SERVE_WEB: '0', LOG: 'silent', LOGIN_THROTTLE: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }));
  try {
    const token = await signIn(server.url, 'admin');
    return await bench({ label, postgres: Boolean(databaseUrl), url: server.url, token, size, ids });
  } finally {
    await server.close();
  }
}

/** Runs `bench` against a server on each bench database in turn (PostgreSQL, then PGlite) and merges their figures. */
export async function onScaleDatabases(bench: (server: ScaleServer) => Promise<Figures>): Promise<Figures> {
  const postgres = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/warehouse_bench';
  const pgDir = join(tmpdir(), 'warehouse-bench-inventory-pg');
  const pgliteDir = process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), 'warehouse-bench-inventory-pglite');
  const only = process.env.BENCH_ONLY;
  return {
    ...(only === 'pglite' ? {} : await onDatabase('PostgreSQL', postgres, pgDir, { items: envNumber('BENCH_ITEMS', 1_000_000), movements: envNumber('BENCH_MOVEMENTS', 5_000_000) }, bench)),
    ...(only === 'postgres' ? {} : await onDatabase('PGlite', undefined, pgliteDir, { items: envNumber('BENCH_PGLITE_ITEMS', 200_000), movements: envNumber('BENCH_PGLITE_MOVEMENTS', 1_000_000) }, bench)),
  };
}
