// Which built chunks belong to which route (TanStack's `?tsr-split=` pieces of every route file from
// the root down), for the plugins that write per-route files (catalogues, preloads; ADR 0023).
import { readFileSync } from 'node:fs';
import type { Rollup } from 'vite';
import { routeChains } from '../route-sizes';

export interface RouteChunks {
  chunks: Map<string, Rollup.OutputChunk>;
  /** The bundle's file of an HTML entry (`index.html`, `login.html`). */
  entryOf(html: string): string;
  /** Every route's full path. */
  paths(): string[];
  /** The split chunks of the route files from the root down to `path`. */
  startsOf(path: string): string[];
  /** True for a route's split chunk (reached through the route tree only). */
  isRoute(file: string): boolean;
}

const SPLITS = ['loader', 'component', 'errorComponent', 'notFoundComponent'];

export function routeChunks(bundle: Rollup.OutputBundle, routeTree: string): RouteChunks {
  const chunks = new Map<string, Rollup.OutputChunk>(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])));
  const root = `${process.cwd().replace(/\\/g, '/')}/`;
  const moduleOf = (chunk: Rollup.OutputChunk) => (chunk.facadeModuleId ?? '').replace(/\\/g, '/').replace(root, '');
  const routeChunk = new Map<string, string>();
  for (const chunk of chunks.values()) if (/\?tsr-split=/.test(moduleOf(chunk))) routeChunk.set(moduleOf(chunk), chunk.fileName);
  const isRoute = new Set(routeChunk.values());
  const chains = routeChains(readFileSync(routeTree, 'utf8'));
  return {
    chunks,
    entryOf(html) {
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry && moduleOf(chunk) === html)?.fileName;
      if (!entry) throw new Error(`No entry chunk for ${html}`);
      return entry;
    },
    paths: () => [...chains.keys()],
    startsOf: (path) =>
      (chains.get(path) ?? []).flatMap((file) => SPLITS.map((split) => routeChunk.get(`${file}?tsr-split=${split}`))).filter((file): file is string => file !== undefined),
    isRoute: (file) => isRoute.has(file),
  };
}
