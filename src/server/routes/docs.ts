import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { openAPIRouteHandler } from 'hono-openapi';
import type { AppEnv } from '../context';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Served from the local package: the machines running this are often offline. */
const assets: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Warehouse API</title><link rel="stylesheet" href="/v1/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/v1/docs/swagger-ui-bundle.js"></script><script src="/v1/docs/init.js"></script></body>
</html>`;

// A file, not an inline script, so the CSP can keep script-src 'self'.
const init = `window.ui = SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#swagger-ui', persistAuthorization: true });`;

export function mountDocs(app: Hono<AppEnv>): void {
  app.get(
    '/v1/openapi.json',
    openAPIRouteHandler(app, {
      documentation: {
        info: { title: 'Warehouse API', version: '1', description: 'Every answer is `{code, message, payload}`; code 200 on success.' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' }, apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } },
      },
    }),
  );
  app.get('/v1/docs', (c) => c.html(page));
  app.get('/v1/docs/init.js', (c) => c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  const cache = new Map<string, Buffer>();
  app.get('/v1/docs/:asset', async (c, next) => {
    const asset = assets[c.req.param('asset')];
    if (!asset) return next();
    let content = cache.get(asset.file);
    if (!content) {
      content = await readFile(join(swaggerDir, asset.file));
      cache.set(asset.file, content);
    }
    return c.body(new Uint8Array(content), 200, { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' });
  });
}
