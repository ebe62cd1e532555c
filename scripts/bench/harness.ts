// What every benchmark shares: a throwaway server on a fresh database, and running a bench on its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '../../src/server/env';
import type { Page } from '@playwright/test';
import { type RunningServer, startServer } from '../../src/server/start-server';
import { StorageKey } from '../../src/web/lib/storage';
import { DEMO_PASSWORD } from '../../tests/factories/accounts';

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

/**
 * Signs the admin in through the login form, as a person does: the app keeps the token, the session
 * (user, permissions, company) and the outbox's count in localStorage, so a later cold load of home
 * starts from them, as on a handheld used the day before (its outbox counted, nothing waiting: its
 * next start need not load the outbox for the home screen, ADR 0023).
 */
export async function signInThroughForm(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('welcome').waitFor();
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, StorageKey.outbox);
}
