import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Deps } from './context';
import { compressResponses } from './lib/compress';
import { clientInfo } from './lib/client-info';
import { drainBody } from './lib/drain-body';
import { AppError, errorHandler, notFound } from './lib/errors';
import { urlGuard } from './lib/request-guard';
import { securityHeaders } from './lib/security-headers';
import { mountSpa } from './lib/spa';
import { mountDocs } from './routes/docs';
import { type ApiRoute, mountRoutes } from './routes/registry';
import { apiRoutes } from './routes/routes';

/** How much of a refused body is read before the 413 goes out: a few times the limits, for a few seconds. */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** The whole HTTP surface without a listener, so tests and benchmarks can drive it directly. */
export function buildApp(deps: Deps, options: { webDir?: string; routes?: readonly ApiRoute[] } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.log));
  app.notFound(notFound);
  app.use('*', compressResponses());
  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    deps.log.debug(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  });
  app.use('/v1/*', clientInfo(deps.env.TRUST_PROXY));
  // The answer says the connection ends, so a keep-alive client opens a new one. What the client is still
  // sending is read and dropped first (a lingering close, bounded): closing a socket with unread bytes in
  // it resets the connection, and the client would see that reset instead of the 413.
  const tooLarge = async (c: Context) => {
    await drainBody(c.req.raw, DRAIN_MAX_BYTES, DRAIN_MAX_MS);
    throw new AppError(413, 'The request body is too large.', null, { Connection: 'close' });
  };
  // A sync batch carries up to 500 mutations (a scan with its parse result is up to ~9 KB as JSON); a CSV
  // import up to IMPORT_MAX_CHARS of file, which JSON escaping can nearly double; a client issue's report
  // up to 5 photos of 400 KB as base64 (about 2.7 MB).
  const largeLimit = bodyLimit({ maxSize: 5 * 1024 * 1024, onError: tooLarge });
  const defaultLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  app.use('/v1/*', (c, next) => (c.req.path === '/v1/sync' || c.req.path.endsWith('/import') || c.req.path === '/v1/client-issues' ? largeLimit : defaultLimit)(c, next));
  app.use('/v1/*', urlGuard());
  mountRoutes(app, options.routes ?? apiRoutes);
  mountDocs(app);
  if (options.webDir) mountSpa(app, options.webDir);
  return app;
}
