import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { notFound } from './errors';
import { mountSpa } from './spa';

const BIG_SCRIPT = 'console.log("a line the build compressed");\n'.repeat(100);

let dir: string;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'warehouse-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><head><title>app</title></head><body><div id="root"></div></body>');
  writeFileSync(join(dir, 'login.html'), '<!doctype html><html lang="en"><head><title>login entry</title><link rel="stylesheet" media="print" data-deferred-style href="/assets/login.css"></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100"/></svg>\n');
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'big-def456.js'), BIG_SCRIPT);
  writeFileSync(join(dir, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dir, 'assets', 'big-def456.js.gz'), gzipSync(BIG_SCRIPT));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'route-preloads.json'),
    JSON.stringify({ '/$': { js: ['assets/not-found-1.js'], css: [] }, '/': { js: ['assets/home-1.js'], css: [] }, '/inventory/item/$wmsNumber': { js: ['assets/item-1.js', 'assets/table-1.js'], css: ['assets/table-1.css'] } }),
  );
  writeFileSync(join(dir, '.vite', 'login.es.json'), JSON.stringify({ html: '<main><h1>Iniciar sesión</h1><form></form></main>', css: '.auth-card{border-radius:12px}' }));
  mkdirSync(join(dir, 'i18n'));
  for (const locale of ['en', 'es']) {
    writeFileSync(join(dir, 'i18n', `index.${locale}.json`), JSON.stringify({ messages: {}, routes: { '/inventory/item/$wmsNumber': `assets/i18n/${locale}-item.json` }, all: `assets/i18n/${locale}-all.json` }));
  }
  app = new Hono<AppEnv>();
  app.get('/v1/known', (c) => c.json({ ok: true }));
  app.notFound(notFound);
  mountSpa(app, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serving the built web app', () => {
  it('caches hashed assets for a year and revalidates index.html and the service worker', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js']) {
      const res = await app.request(path);
      expect([path, res.status, res.headers.get('Cache-Control')]).toEqual([path, 200, 'no-cache']);
    }
  });

  it('sends the compressed file the build wrote beside an asset, as the browser accepts it', async () => {
    const br = await app.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(BIG_SCRIPT));
    const gz = await app.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await app.request('/assets/big-def456.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
  });

  it('answers index.html for unknown page paths so deep links load the app', async () => {
    const res = await app.request('/inventory/item/WMS-0001?tab=history');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>app</title>');
  });

  it('opens /login from its own small entry, and every other page, reset and 2FA included, from the app', async () => {
    for (const path of ['/login', '/login/', '/login?next=%2Finventory']) {
      const res = await app.request(path);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>login entry</title>');
    }
    for (const path of ['/2fa-auth?token=x', '/request-reset-password', '/login-help', '/']) expect(await (await app.request(path)).text()).toContain('<title>app</title>');
  });

  it('paints each page from the HTML: the sign-in card on public pages, the header bar elsewhere', async () => {
    const login = await (await app.request('/login')).text();
    expect(login).toMatch(/<style>[^<]*\.paint-shell[^<]*<\/style><\/head>/);
    // The logo inline: nothing but the HTML stands before the first paint.
    expect(login).toContain('<div id="root"><div class="paint-shell" aria-hidden="true"><div class="ps-brand"><svg width="40" height="40" focusable="false" xmlns=');
    for (const path of ['/', '/receiving']) {
      expect(await (await app.request(path)).text()).toContain('<div id="root"><div class="paint-shell" aria-hidden="true"><div class="ps-bar">');
    }
    expect(await (await app.request('/index.html')).text()).toContain('<div id="root"></div>');
  });

  it("names a page's chunks, style sheets and catalogues in its HTML, in the language the app will show", async () => {
    const item = await (await app.request('/inventory/item/W000123', { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } })).text();
    const head = item.slice(0, item.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/i18n/index.es.json">');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/i18n/es-item.json">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/item-1.js"><link rel="modulepreload" crossorigin href="/assets/table-1.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/table-1.css">');
    // The language the user chose in the app (its cookie) wins over the browser's.
    const chosen = await (await app.request('/inventory/item/W000123', { headers: { 'Accept-Language': 'es', Cookie: 'wms.locale=en' } })).text();
    expect(chosen).toContain('href="/assets/i18n/en-item.json"');
    expect(chosen).not.toContain('/i18n/index.es.json');
    // Home is `/`, not the catch-all not-found route; a cookie naming no language falls back.
    const home = await app.request('/', { headers: { Cookie: 'wms.locale=<script>' } });
    expect(home.headers.get('Vary')).toContain('Cookie');
    const homeHtml = await home.text();
    expect(homeHtml).toContain('href="/assets/home-1.js"');
    expect(homeHtml).not.toContain('not-found-1.js');
    expect(homeHtml).toContain('href="/i18n/index.en.json"');
    expect(homeHtml).not.toContain('<script>');
    // The login page's own entry waits for its own catalogue only.
    const login = await (await app.request('/login', { headers: { 'Accept-Language': 'es' } })).text();
    expect(login).toContain('<link rel="preload" as="fetch" crossorigin href="/i18n/login.es.json">');
    expect(login).not.toContain('modulepreload');
  });

  it('sends the login form the build painted in the language the app will show, with its critical CSS, inert until its script runs', async () => {
    const spanish = await (await app.request('/login?next=%2Finventory', { headers: { 'Accept-Language': 'es' } })).text();
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<div id="root" inert data-painted-locale="es"><main><h1>Iniciar sesión</h1><form></form></main></div>');
    // Its rules inline, so the whole sheet still loads without blocking the paint.
    expect(spanish).toContain('<style>.auth-card{border-radius:12px}</style></head>');
    expect(spanish).toContain('media="print" data-deferred-style href="/assets/login.css"');
    expect(spanish).not.toContain('paint-shell"');
    // The palette the app last showed (its cookie): a dark screen does not flash light.
    const dark = await (await app.request('/login', { headers: { 'Accept-Language': 'es', Cookie: 'wms.theme=dark' } })).text();
    expect(dark).toContain('<html lang="es" class="ion-palette-dark">');
    // A language the build did not paint keeps the shell.
    const english = await (await app.request('/login', { headers: { 'Accept-Language': 'es', Cookie: 'wms.locale=en' } })).text();
    expect(english).toContain('<div id="root"><div class="paint-shell"');
    expect(english).toContain('<html lang="en">');
  });

  it('keeps 404 for missing files and for unknown /v1 paths, and leaves API routes alone', async () => {
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    expect((await app.request('/favicon-missing.png')).status).toBe(404);
    expect((await app.request('/.vite/route-preloads.json')).status).toBe(404);
    const api = await app.request('/v1/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 404 });
    expect(await (await app.request('/v1/known')).json()).toEqual({ ok: true });
  });
});
