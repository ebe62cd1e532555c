import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Deps } from './context';
import { clientInfo } from './lib/client-info';
import { AppError, errorHandler, notFound } from './lib/errors';
import { securityHeaders } from './lib/security-headers';
import { mountSpa } from './lib/spa';
import { mountDocs } from './routes/docs';
import { type ApiRoute, mountRoutes } from './routes/registry';
import { apiRoutes } from './routes/routes';

/** The whole HTTP surface without a listener, so tests and benchmarks can drive it directly. */
export function buildApp(deps: Deps, options: { webDir?: string; routes?: readonly ApiRoute[] } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.log));
  app.notFound(notFound);
  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    deps.log.debug(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  });
  app.use('/v1/*', clientInfo(deps.env.TRUST_PROXY));
  app.use(
    '/v1/*',
    bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw new AppError(413, 'The request body is too large.'); } }),
  );
  mountRoutes(app, options.routes ?? apiRoutes);
  mountDocs(app);
  if (options.webDir) mountSpa(app, options.webDir);
  return app;
}
