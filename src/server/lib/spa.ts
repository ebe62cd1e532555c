import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { localeOfAcceptLanguage } from '../../domain/locale';
import { LOCALE_COOKIE, THEME_COOKIE } from '../../domain/page-cookies';
import type { AppEnv } from '../context';
import { loginPainter } from './login-paint';
import { shellLogo, withPaintShell } from './paint-shell';
import { routePreloader } from './route-preloads';

const NO_CACHE = 'no-cache';

/** True when a built web app is present in `dir`. */
export function hasBuild(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * The login page's first load has an entry of its own, the form without the app (login-main.tsx, ADR
 * 0023); every other page path opens the app.
 */
function pageFile(root: string, path: string): string {
  return path.replace(/\/+$/, '') === '/login' && existsSync(join(root, 'login.html')) ? 'login.html' : 'index.html';
}

/**
 * Serves the built SPA: hashed files under /assets cached for a year, index.html and the service worker
 * revalidated on every load (a new release must reach users), and index.html for any other page path
 * so deep links work, with that page's painted shell (paint-shell.ts). Missing files (a path with an extension, or under /assets) stay 404.
 */
export function mountSpa(app: Hono<AppEnv>, dir: string): void {
  const root = resolve(dir);
  // The .br and .gz files the build wrote beside each asset (vite.config.ts), chosen by Accept-Encoding.
  const files = serveStatic({ root, precompressed: true });
  const logo = shellLogo(existsSync(join(root, 'favicon.svg')) ? readFileSync(join(root, 'favicon.svg'), 'utf8') : null);
  const preloads = routePreloader(root);
  const paintLogin = loginPainter(root);
  // serveStatic's onFound runs after its Response exists, too late to add headers; set them on the result.
  app.use('*', async (c, next) => {
    // The home page is a page path like any other (its painted shell), not the file index.html; the
    // build's notes for the server (.vite/: manifest, preloads, painted login) are not for browsers.
    if (c.req.path === '/' || c.req.path.startsWith('/.')) return next();
    const res = await files(c, next);
    if (!(res instanceof Response)) return;
    res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : NO_CACHE);
    return res;
  });
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (path === '/v1' || path.startsWith('/v1/') || path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return next();
    const file = pageFile(root, path);
    const html = await readFile(join(root, file), 'utf8');
    const locale = localeOfAcceptLanguage(c.req.header('Accept-Language'), getCookie(c, LOCALE_COOKIE) ?? null);
    const page = file === 'login.html' ? 'login' : 'index';
    const withLinks = html.replace('</head>', `${preloads({ page, path, locale })}</head>`);
    // The page varies with the language cookie and header (its words, the catalogue it preloads): no shared cache may mix them.
    return c.html((page === 'login' && paintLogin(withLinks, locale, getCookie(c, THEME_COOKIE) === 'dark')) || withPaintShell(withLinks, path, logo), 200, { 'Cache-Control': NO_CACHE, Vary: 'Accept-Language, Cookie' });
  });
}
