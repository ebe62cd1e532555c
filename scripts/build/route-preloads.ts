// What each route's first load can ask for at once (issue 22, ADR 0023): the browser learns of a
// route's chunks only as each import runs, one round trip after another (entry, router, layout,
// screen), and slow 4G pays every one. The build writes, per route full path, the JavaScript of its
// split chunks with their static imports and the style sheets they bring, short of what the HTML
// entry already names; the server adds them to that page's HTML as preloads (src/server/lib/spa.ts).
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../src/server/lib/route-preloads';
import { routeChunks } from './route-chunks';

export function routePreloads(options: { routeTree: string; entry: string }): Plugin {
  return {
    name: 'wms:route-preloads',
    apply: 'build',
    // After Vite's own generateBundle work: it drops the chunks that only carried style sheets (their
    // sheets move to the importers), and a preload of a dropped chunk would be a 404.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const { chunks, entryOf, paths, startsOf } = routeChunks(bundle, options.routeTree);
        const closure = (starts: string[]): Set<string> => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            chunks.get(file)?.imports.forEach(visit);
          };
          starts.forEach(visit);
          return seen;
        };
        const entry = closure([entryOf(options.entry)]);
        const routes: RoutePreloads = {};
        for (const path of paths()) {
          const own = [...closure(startsOf(path))].filter((file) => !entry.has(file));
          routes[path] = {
            js: own,
            css: [...new Set(own.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]))],
          };
        }
        // Under .vite/ with the manifest: read by the server, neither precached nor linked by the app.
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routes) });
      },
    },
  };
}
