import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { DEMO_PASSWORD } from '../factories/accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A clean PostgreSQL database for every run: the suite then seeds it through the server's own SEED=demo path. */
async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/v1/openapi.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API server did not become ready:\n${output()}`);
}

/**
 * The ledger invariant over everything the suite did (ADR 0017): signed in as the demo admin, the
 * server's own check must find no difference; otherwise the run fails with what differs.
 */
async function expectLedgerHolds(baseUrl: string): Promise<void> {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.255.255.254' };
  const login = await fetch(`${baseUrl}/v1/auth/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { payload: { token: string } }).payload.token;
  const answer = await fetch(`${baseUrl}/v1/ledger/check`, { headers: { ...headers, Authorization: `Bearer ${token}` } });
  const check = (await answer.json()) as { payload: { holds?: boolean } };
  if (answer.status !== 200 || check.payload.holds !== true) {
    throw new Error(`The ledger invariant does not hold after the API suite (GET /v1/ledger/check answered ${answer.status}):\n${JSON.stringify(check.payload, null, 2)}`);
  }
}

/** Starts the real server as a user would, on a fresh database, and hands its address to the tests. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) await resetPostgres(databaseUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-api-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      // Links in mails come from configuration only; the suite reads them at the server's own address.
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SERVE_WEB: '0',
      TRUST_PROXY: '1',
      LOG: 'warn',
      SEED: databaseUrl ? 'demo' : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    try {
      if (child.exitCode === null) await expectLedgerHolds(baseUrl);
    } finally {
      await stop(child, dataDir);
    }
  };
}

async function stop(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
