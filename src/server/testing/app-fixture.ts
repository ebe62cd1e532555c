import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { Deps } from '../context';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { settled } from '../lib/after-answer';
import { createLogger } from '../lib/logger';
import { closeMail } from '../mail/sender';
import type { ApiRoute } from '../routes/registry';
import { DEMO_PASSWORD } from '../../../tests/factories/accounts';

/**
 * The app in-process on a fresh seeded PGlite, with a clock the test moves, for what the HTTP suite
 * cannot reach: the database after a call, time passing, and routes that exist only for a test.
 */
export async function appFixture(routes?: readonly ApiRoute[], extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-unit-'));
  const env = loadEnv({ DATA_DIR: dataDir, TRUST_PROXY: '1', LOG: 'silent', APP_URL: 'http://localhost', ...extraEnv });
  // A copy of the run's seeded demo database (database-template.ts), not a migration and seed of its own.
  const handle = await openDatabase({ dataDir, startFrom: new Blob([readFileSync(inject('databaseTemplate'))]) });
  const clock = { now: Date.now() };
  const deps: Deps = { db: handle.db, env, log: createLogger('silent'), now: () => new Date(clock.now) };
  const app = buildApp(deps, { routes });

  /** `settle: false` returns with the answer, before the work a route finishes after it. */
  async function request<T = unknown>(path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; settle?: boolean } = {}) {
    const headers: Record<string, string> = { 'X-Forwarded-For': '192.0.2.10', ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await app.request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await res.json()) as { code: number; message: string; payload: T };
    // What a route finishes after its answer is part of the call for a test reading the database next.
    if (init.settle !== false) await settled(deps);
    return { status: res.status, body };
  }

  async function signIn(username: string, headers: Record<string, string> = {}): Promise<string> {
    const answer = await request<{ token: string }>('/v1/auth/login', { body: { username, password: DEMO_PASSWORD }, headers });
    if (answer.body.code !== 200) throw new Error(`sign-in of ${username} answered ${answer.body.code}`);
    return answer.body.payload.token;
  }

  async function close() {
    await settled(deps);
    await closeMail(deps);
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { db: handle.db, deps, clock, request, signIn, close };
}
