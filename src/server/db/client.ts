import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * Independent reads: at once on the pool (each on its own connection), one after the other inside a
 * transaction, whose one connection node-postgres would otherwise have to queue them on (deprecated,
 * an error from pg 9).
 */
export async function readTogether<T extends unknown[]>(db: Database, ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball, which `openDatabase({ startFrom })` opens a copy of. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const raw = (value: string) => value;
/**
 * The parsers drizzle's PGlite driver hands to every query (drizzle-orm/pglite/session.js): dates, times,
 * intervals and their arrays left as text, for drizzle maps them itself. PGlite merges per-query parsers
 * by copying its table of ~300, 0.3–1 ms per query, more than most statements cost. Registered once
 * instead, on a client only drizzle uses; client.test.ts checks the results match drizzle's own.
 */
const DRIZZLE_PARSERS: Record<number, typeof raw> = {
  [types.TIMESTAMP]: raw, [types.TIMESTAMPTZ]: raw, [types.INTERVAL]: raw, [types.DATE]: raw,
  // numeric[], timestamp[], timestamptz[], interval[], date[]
  1231: raw, 1115: raw, 1185: raw, 1187: raw, 1182: raw,
};

type QueryOptions = Parameters<PGlite['query']>[2];

/** Drops per-query parsers already registered at start; any other parser still goes to PGlite. */
function registeredOnly(options: QueryOptions): QueryOptions {
  if (!options?.parsers || !Object.keys(options.parsers).every((oid) => Number(oid) in DRIZZLE_PARSERS)) return options;
  const { parsers: _registered, ...rest } = options;
  return rest;
}

function withRegisteredParsers<C extends PGlite | Transaction>(client: C): C {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return (query: string, params?: unknown[], options?: QueryOptions) => target.query(query, params, registeredOnly(options));
      if (prop === 'transaction' && target instanceof PGlite) {
        return <T>(work: (tx: Transaction) => Promise<T>) => target.transaction((tx) => work(withRegisteredParsers(tx)));
      }
      // PGlite keeps its state in #private fields, which only the real object may read.
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * PostgreSQL through node-postgres when a URL is given, otherwise embedded PGlite under `dataDir`.
 * PGlite is a single connection: its own mutex runs every query and transaction one after another,
 * so concurrent requests queue there instead of interleaving statements of different transactions.
 * Inside `db.transaction(tx => …)` use only `tx`: a query on `db` would wait for the transaction forever.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; startFrom?: Blob }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool);
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // A copy of a dump (the tests' seeded template) lives in memory: loading it there takes 0.7 s, where
  // a data directory on disk takes 2 s, and a new one 4.6 s for its initdb.
  const dir = options.startFrom ? undefined : resolve(options.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir, loadDataDir: options.startFrom });
  // After start-up, which installs its array parsers over any given to create().
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const db = drizzlePglite(withRegisteredParsers(client));
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
