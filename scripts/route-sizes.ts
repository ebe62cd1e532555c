// What each route makes the browser download before its data: the JavaScript of the entry (index.html's
// static imports) plus, for every route from the root to the page, its split loader and component
// chunks and their static imports, each file counted once, and the message catalogues it waits for
// (its page's and its own, scripts/build/route-catalogues.ts), brotli-compressed as the server sends
// them (ADR 0023). Other dynamic imports are not counted: what a screen awaits in beforeLoad would be missed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { PageCatalogue } from '../src/domain/catalogue-files';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  /** Brotli bytes of the JavaScript the route needs before its data. */
  js: number;
  /** Brotli bytes of the message catalogues it waits for before it renders, in its wordier language. */
  messages: number;
  /** The same files uncompressed. */
  raw: number;
  files: number;
  /** Brotli bytes of the style sheets those chunks bring (not budgeted, shown for reference). */
  css: number;
}

/**
 * Bytes of brotli JavaScript (kB = 1,000 bytes). The goal is issue 22's; the ceiling is what CI
 * enforces until the goal is reached, set just above today's sizes so that no route grows unnoticed,
 * and lowered as the work lands (ADR 0023 says what stands between them).
 */
const BUDGETS: Record<string, { goal: number; ceiling: number }> = {
  '/login': { goal: 100_000, ceiling: 100_000 },
  '/': { goal: 150_000, ceiling: 150_000 },
};
const OTHER_ROUTES = { goal: 150_000, ceiling: 243_000 };

export function budgetOf(route: string): number {
  return (BUDGETS[route] ?? OTHER_ROUTES).ceiling;
}

export function goalOf(route: string): number {
  return (BUDGETS[route] ?? OTHER_ROUTES).goal;
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** What the budget weighs: the JavaScript and the words a route waits for. */
export const weightOf = (size: RouteSize) => size.js + size.messages;

export function describe(size: RouteSize): string {
  return `${kB(weightOf(size))} kB br: JS ${kB(size.js)} kB in ${size.files} files (${kB(size.raw)} kB raw), messages ${kB(size.messages)} kB; CSS ${kB(size.css)} kB br; ceiling ${kB(budgetOf(size.route))}, goal ${kB(goalOf(size.route))}`;
}

/** Brotli size of a built file: the .br the build wrote beside it, or compressed here (files under 1 KB). */
function brotliSize(dist: string, file: string, cache: Map<string, number>): number {
  let size = cache.get(file);
  if (size === undefined) {
    const br = join(dist, `${file}.br`);
    size = existsSync(br)
      ? readFileSync(br).length
      : brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    cache.set(file, size);
  }
  return size;
}

/** Each full path of the route tree with the route files from the root down to it. */
export function routeChains(routeTree: string): Map<string, string[]> {
  const fileOf = new Map<string, string>();
  for (const [, name, file] of routeTree.matchAll(/import \{ Route as (\w+)Import \} from '\.\/(routes\/[^']+)'/g)) {
    fileOf.set(`${name}`, `src/web/${file}.tsx`);
  }
  const parentOf = new Map<string, string>();
  for (const [, name, parent] of routeTree.matchAll(/const (\w+) =\s*\w+Import\.update\(\{[^}]*?getParentRoute: \(\) => (\w+),/g)) {
    // The root's children name its import (rootRouteImport), the others a route (AuthRoute).
    parentOf.set(`${name}`, `${parent}`.replace(/Import$/, ''));
  }
  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1];
  if (!byFullPath) throw new Error('route-tree.gen.ts has no FileRoutesByFullPath');
  const chains = new Map<string, string[]>();
  for (const [, path, leaf] of byFullPath.matchAll(/'([^']+)': typeof (\w+)/g)) {
    const files: string[] = [];
    for (let name: string | undefined = leaf; name; name = parentOf.get(name)) {
      const file = fileOf.get(name);
      if (!file) throw new Error(`route-tree.gen.ts: no file for ${name}`);
      files.unshift(file);
    }
    chains.set(`${path}`, files);
  }
  return chains;
}

/** The size of every route of the build in `dist` (built with `build.manifest: true`). */
export function routeSizes(dist = 'dist', routeTreeFile = 'src/web/route-tree.gen.ts'): RouteSize[] {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with build.manifest (vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const cache = new Map<string, number>();

  const closure = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`manifest has no chunk ${key}`);
      seen.add(key);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };

  // The catalogues of each page and route, in whichever language's are larger (ADR 0023).
  // Each page's catalogues read once, not once per route.
  const catalogues = new Map(
    ['index', 'login'].map((page) => [page, ['en', 'es'].map((locale) => ({ file: `i18n/${page}.${locale}.json`, routes: (JSON.parse(readFileSync(join(dist, `i18n/${page}.${locale}.json`), 'utf8')) as PageCatalogue).routes }))]),
  );
  const messagesOf = (page: string, route: string) =>
    Math.max(...catalogues.get(page)!.map(({ file, routes }) => brotliSize(dist, file, cache) + (routes[route] ? brotliSize(dist, routes[route], cache) : 0)));

  const sizeOf = (route: string, keys: string[], page: string): RouteSize => {
    const chunks = [...closure(keys)].map((key) => manifest[key] as ManifestChunk);
    const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
    return {
      route,
      js: chunks.reduce((sum, chunk) => sum + brotliSize(dist, chunk.file, cache), 0),
      messages: messagesOf(page, route),
      raw: chunks.reduce((sum, chunk) => sum + readFileSync(join(dist, chunk.file)).length, 0),
      files: chunks.length,
      css: [...css].reduce((sum, file) => sum + brotliSize(dist, file, cache), 0),
    };
  };

  const chains = routeChains(readFileSync(routeTreeFile, 'utf8'));
  return [...chains].map(([route, files]) =>
    // The server answers /login's first load with its own entry (src/server/lib/spa.ts).
    route === '/login' && 'login.html' in manifest
      ? sizeOf(route, ['login.html'], 'login')
      : sizeOf(route, ['index.html', ...files.flatMap((file) => [`${file}?tsr-split=loader`, `${file}?tsr-split=component`]).filter((key) => key in manifest)], 'index'),
  );
}
