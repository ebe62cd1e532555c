// What every benchmark shares: a throwaway server on a fresh database, and running a bench on its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '../../src/server/env';
import { type RunningServer, startServer } from '../../src/server/start-server';

export type Figures = Record<string, string | number>;

interface BenchServerOptions {
  /** Serve the built app too (benches that drive Chromium). */
  web?: boolean;
  /** Run on DATABASE_URL when it is set (demo data added if missing), else on a temporary PGlite. */
  postgresWhenSet?: boolean;
  env?: Record<string, string>;
}

export async function withBenchServer<T>({ web = false, postgresWhenSet = false, env = {} }: BenchServerOptions, run: (server: RunningServer) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bench-'));
  const databaseUrl = postgresWhenSet ? process.env.DATABASE_URL : undefined;
  const server = await startServer(
    loadEnv({
      DATA_DIR: dataDir, PORT: '0', SERVE_WEB: web ? '1' : '0', LOG: 'silent', ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED: 'demo' } : {}),
    }),
  );
  try {
    return await run(server);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npx tsx scripts/bench/<name>.ts` runs that bench alone and prints its table. */
export async function runIfMain(moduleUrl: string, bench: () => Promise<Figures>): Promise<void> {
  if (process.argv[1] && fileURLToPath(moduleUrl) === process.argv[1]) console.table(await bench());
}
