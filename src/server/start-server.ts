import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { pruneAccountTokens } from './accounts/account-tokens';
import { buildApp } from './app';
import { pruneSessions } from './auth/sessions';
import { pruneThrottle } from './auth/throttle';
import type { Deps } from './context';
import { type DatabaseHandle, openDatabase } from './db/client';
import { hasDemoCompany, hasUsers, seedDemo } from './db/seed';
import type { Env } from './env';
import { settled } from './lib/after-answer';
import { hasBuild } from './lib/spa';
import { type Logger, createLogger } from './lib/logger';
import { startMailSender } from './mail/sender';
import { secretsKey } from './settings/secret-box';
import { pruneIdempotencyKeys } from './sync/idempotency';

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle['driver'];
  /** The server's own handle: the benches write bulk stock through it (PGlite admits one handle). */
  db: DatabaseHandle['db'];
  demo: boolean;
  close(): Promise<void>;
}

const WEB_DIR = 'dist';
const PRUNE_EVERY_MS = 60 * 60_000;

/** Opens and migrates the database, seeds when due, and listens. Used by main, the API tests and the bench. */
export async function startServer(env: Env, log: Logger = createLogger(env.LOG)): Promise<RunningServer> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await handle.migrate();
  // At boot, so a missing or unreadable key shows now, not at the first save of a carrier secret.
  secretsKey(env, log);
  // A fresh embedded database gets the demo so `npm start` shows something; PostgreSQL only on request.
  if (env.SEED === 'demo' || (!env.DATABASE_URL && !(await hasUsers(handle.db)))) {
    await seedDemo(handle.db, { extraAccounts: env.DEMO_EXTRA_ACCOUNTS, extraControlNumbers: env.DEMO_EXTRA_CONTROL_NUMBERS });
    log.info('Demo data seeded.');
  }
  const deps: Deps = { db: handle.db, env, log, now: () => new Date() };
  const serveWeb = env.SERVE_WEB && hasBuild(WEB_DIR);
  if (env.SERVE_WEB && !serveWeb) log.warn(`No web build in ${WEB_DIR}/: serving the API only.`);
  const app = buildApp(deps, serveWeb ? { webDir: WEB_DIR } : {});

  const prune = async () => {
    const now = deps.now();
    await pruneSessions(handle.db, now);
    await pruneThrottle(handle.db, now);
    await pruneIdempotencyKeys(handle.db, now);
    await pruneAccountTokens(handle.db, now);
  };
  await prune();
  const timer = setInterval(() => prune().catch((err) => log.error('Pruning failed', err)), PRUNE_EVERY_MS);
  timer.unref();
  if (env.SMTP_URL) log.info(`Mail goes out through ${new URL(env.SMTP_URL).host}.`);
  else log.info('No SMTP_URL: mail stays in the outbox for admins to hand over.');
  const mail = startMailSender(deps);

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT }, () => resolve(s));
    s.once('error', reject);
  });
  // Node closes an idle connection after 5 s; a client or load balancer that sends on it at that
  // moment gets ECONNRESET. Load balancers keep idle connections 60 s, so the server keeps them longer.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    database: handle.driver,
    db: handle.db,
    demo: await hasDemoCompany(handle.db),
    close: async () => {
      clearInterval(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await settled(deps);
      await mail.stop();
      await handle.close();
    },
  };
}
