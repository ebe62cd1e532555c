import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Locale, LOCALES } from '../../domain/locale';
import { routeOfPath } from '../../domain/route-of-path';
import type { Page, PageCatalogue } from '../../domain/catalogue-files';

/**
 * Route full path → the files its first load needs beyond the HTML entry's own (the build writes it,
 * scripts/build/route-preloads.ts).
 */
export type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

/** Where the build writes them, under the build's folder (not served: spa.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface Built {
  routes: RoutePreloads;
  paths: string[];
  /** Per language: the route's own catalogue file, by full path (the app's page catalogue's `routes`). */
  catalogues: Map<Locale, Record<string, string>>;
}

function readBuilt(root: string): Built | null {
  const file = join(root, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return null;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const catalogues = new Map<Locale, Record<string, string>>();
  for (const locale of Object.keys(LOCALES) as Locale[]) {
    const page = join(root, `i18n/index.${locale}.json`);
    if (existsSync(page)) catalogues.set(locale, (JSON.parse(readFileSync(page, 'utf8')) as PageCatalogue).routes);
  }
  return { routes, paths: Object.keys(routes), catalogues };
}

export interface PageRequest {
  /** The HTML entry sent: the app, or the login page's own. */
  page: Page;
  path: string;
  /** The language the app will show (localeOfAcceptLanguage with its cookie). */
  locale: Locale;
}

/**
 * The `<link>`s that let a page's first load ask at once for what it would otherwise find one import
 * at a time (issue 22, ADR 0023): the page's message catalogue in the language the app will pick, and
 * for the app the route's own catalogue, chunks and style sheets. A wrong guess costs one small
 * download and changes nothing the page does. Nothing without a build that wrote them.
 */
export function routePreloader(root: string): (request: PageRequest) => string {
  const built = readBuilt(root);
  return ({ page, path, locale }) => {
    if (!built) return '';
    const fetches = [`/i18n/${page}.${locale}.json`];
    const route = page === 'index' ? routeOfPath(built.paths, path) : null;
    const own = route ? built.routes[route] : undefined;
    const words = route ? built.catalogues.get(locale)?.[route] : undefined;
    if (words) fetches.push(`/${words}`);
    return [
      ...fetches.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
      ...(own?.js ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...(own?.css ?? []).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ].join('');
  };
}
