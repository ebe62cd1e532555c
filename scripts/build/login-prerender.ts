// The login page painted from the HTML in the user's language (issue 22, ADR 0023): after the bundle
// is written, the page's React tree (src/web/login-prerender.tsx) is rendered once per language with
// that language's login catalogue, with the rules of the page's style sheet that this markup uses
// (Beasties: the critical CSS, in both palettes), to .vite/login.<locale>.json. The server puts both
// in login.html (src/server/lib/login-paint.ts) for a first load; login-main.tsx hydrates it. Vite
// loads the module for the server side with the same macro transform as the build, so the words are
// the ones the browser will show.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { type Plugin, createServer } from 'vite';
import type { MessagesFile } from '../../src/domain/catalogue-files';
import { LOCALES } from '../../src/domain/locale';
import { type LoginPaint, loginPaintFile } from '../../src/server/lib/login-paint';
import type { renderLoginPage } from '../../src/web/login-prerender';
import { linguiMacro } from './lingui-macro';

/**
 * The rules of the page's style sheets that `markup` uses. The document is analysed with the dark
 * palette's class on, so that both palettes' rules are kept (the server sets the class from the
 * theme cookie); the page keeps loading the whole sheet, without blocking, for what comes after.
 */
async function criticalCss(outDir: string, page: string, markup: string): Promise<string> {
  const sheets = [...page.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link.replace(/ media="print" data-deferred-style/, '')).join('');
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'media',
    logLevel: 'warn',
    pruneSource: false,
    reduceInlineStyles: false,
    // Its selector engine drops `:root :is(… :not(…))`, the phones' touch-target heights (phone.css):
    // without them the painted fields would be taller than the live ones and the form would jump.
    allowRules: [/^:root :is\(/],
  });
  const analysed = await beasties.process(`<!doctype html><html class="ion-palette-dark"><head>${sheets}</head><body><div id="root">${markup}</div></body></html>`);
  return [...analysed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
}

export function loginPrerender(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wms:login-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        plugins: [react(), linguiMacro()],
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { renderLoginPage: render } = (await server.ssrLoadModule('/src/web/login-prerender.tsx')) as { renderLoginPage: typeof renderLoginPage };
        mkdirSync(join(outDir, '.vite'), { recursive: true });
        const page = readFileSync(join(outDir, 'login.html'), 'utf8');
        for (const locale of Object.keys(LOCALES)) {
          const { messages } = JSON.parse(readFileSync(join(outDir, `i18n/login.${locale}.json`), 'utf8')) as MessagesFile;
          // React hoists a preload of the logo ahead of the markup; the page's head already has what it needs.
          const html = render(locale, messages).replace(/^(<link [^>]*>)+/, '');
          const painted: LoginPaint = { html, css: await criticalCss(outDir, page, html) };
          writeFileSync(join(outDir, loginPaintFile(locale)), JSON.stringify(painted));
        }
      } finally {
        await server.close();
      }
    },
  };
}
