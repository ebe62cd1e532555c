// Message catalogues per page and per route (issue 22, ADR 0023): a page waits for its words before it
// paints, and the whole catalogue of a language (about 1,900 messages, 29 kB of brotli) made every first
// load wait for every screen's words. The build reads which message ids each chunk's code names and
// writes, for each language:
// - /i18n/<page>.<locale>.json for each HTML entry (index, login): the messages of what that page loads
//   without entering a route, the catalogue of each route by its full path, and the whole catalogue;
// - /assets/i18n/<locale>-<hash>.json: the messages of one route's chunks that its page lacks.
// src/web/i18n/i18n.ts loads the page's catalogue at start and a route's before the route renders.
import { createHash } from 'node:crypto';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import type { Messages } from '@lingui/core';
import type { MessagesFile, Page, PageCatalogue } from '../../src/domain/catalogue-files';
import { routeChunks } from './route-chunks';

const PAGES: Record<Page, string> = { index: 'index.html', login: 'login.html' };

// The Lingui macro compiles every message to a descriptor `{ id: "…" }` (with backticks after minifying);
// an `id:` that names no message is ignored.
const ID = /\bid:\s*[`"']([^`"'\s]+)[`"']/g;

async function compiledMessages(): Promise<Map<string, Messages>> {
  const config = getConfig({ cwd: process.cwd() });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts names no catalogue');
  const byLocale = new Map<string, Messages>();
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale: config.sourceLocale ?? locale });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
    if (errors.length) throw new Error(`${locale}: ${errors.length} messages do not compile, e.g. ${errors[0]!.id}: ${errors[0]!.error.message}`);
    byLocale.set(locale, (JSON.parse(source) as MessagesFile).messages);
  }
  return byLocale;
}

const pick = (messages: Messages, ids: Iterable<string>): Messages => Object.fromEntries([...ids].sort().map((id) => [id, messages[id]!]));

export function routeCatalogues(options: { routeTree: string }): Plugin {
  return {
    name: 'wms:route-catalogues',
    apply: 'build',
    async generateBundle(_, bundle) {
      const byLocale = await compiledMessages();
      const known = new Set([...byLocale.values()].flatMap((messages) => Object.keys(messages)));
      const { chunks, entryOf, paths, startsOf, isRoute } = routeChunks(bundle, options.routeTree);
      const idsOf = new Map<string, Set<string>>();
      const ids = (file: string) => {
        let found = idsOf.get(file);
        if (!found) {
          found = new Set([...(chunks.get(file)?.code ?? '').matchAll(ID)].map((match) => match[1]!).filter((id) => known.has(id)));
          idsOf.set(file, found);
        }
        return found;
      };

      /** The messages of `starts` and all they import, statically or not, short of other routes' pieces. */
      const reach = (starts: string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          const chunk = chunks.get(file);
          for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) if (!isRoute(next) || starts.includes(next)) visit(next);
        };
        starts.forEach(visit);
        return new Set([...seen].flatMap((file) => [...ids(file)]));
      };

      const pageIds = new Map(Object.entries(PAGES).map(([page, html]) => [page, reach([entryOf(html)])]));
      // The home screen's words come with the app's own: the page most often opened first then waits for
      // one catalogue, not for a second one it could only ask for once the first had come.
      const shell = pageIds.get('index')!;
      for (const id of reach(startsOf('/'))) shell.add(id);

      const routeIds = new Map<string, Set<string>>();
      for (const path of paths()) {
        const own = new Set([...reach(startsOf(path))].filter((id) => !shell.has(id)));
        if (own.size > 0) routeIds.set(path, own);
      }

      const emit = (fileName: string, value: unknown) => this.emitFile({ type: 'asset', fileName, source: JSON.stringify(value) });
      const hashed = (locale: string, messages: Messages, emitted: Map<string, string>) => {
        const source = JSON.stringify({ messages });
        let fileName = emitted.get(source);
        if (!fileName) {
          fileName = `assets/i18n/${locale}-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.json`;
          emitted.set(source, fileName);
          this.emitFile({ type: 'asset', fileName, source });
        }
        return fileName;
      };
      for (const [locale, messages] of byLocale) {
        const emitted = new Map<string, string>();
        const routes = Object.fromEntries([...routeIds].map(([path, own]) => [path, hashed(locale, pick(messages, own), emitted)]));
        const all = hashed(locale, messages, emitted);
        for (const [page, own] of pageIds) emit(`i18n/${page}.${locale}.json`, { messages: pick(messages, own), routes: page === 'index' ? routes : {}, all } satisfies PageCatalogue);
      }
    },
  };
}
