import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import packageJson from './package.json' with { type: 'json' };
import { linguiMacro } from './scripts/build/lingui-macro';
import { loginPrerender } from './scripts/build/login-prerender';
import { routeCatalogues } from './scripts/build/route-catalogues';
import { routePreloads } from './scripts/build/route-preloads';

/**
 * @ionic/react builds IonPage, IonIcon, IonNav, IonRouterOutlet, IonTabBar… with top-level calls that
 * carry no pure annotation, so every app ships them (and the tab, back-button and nav components they
 * register) even when unused. Annotating those calls lets tree-shaking drop the unused ones.
 */
function ionicReactPureWrappers(): Plugin {
  return {
    name: 'wms:ionic-react-pure-wrappers',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/ },
      handler(code) {
        return { code: code.replace(/= (createForwardRef|createReactComponent|React\.memo|React\.createContext)\(/g, '= /*@__PURE__*/ $1('), map: null };
      },
    },
  };
}

/**
 * The pages' style sheet must not hold back the first paint: each page paints the server's shell (its
 * few styles inline) at once, and the entry (main.tsx, login-main.tsx) switches the sheet on and waits
 * for it before its first render, so no screen shows unstyled (ADR 0023). A sheet whose media does not
 * match loads without blocking; an inline onload would need 'unsafe-inline' scripts, which the CSP
 * refuses. The painted login form carries the rules it uses inline (scripts/build/login-prerender.ts).
 */
function nonBlockingStyles(): Plugin {
  return {
    name: 'wms:non-blocking-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // A print sheet downloads at the lowest priority, after every script, yet the first render waits
      // for it: the preload fetches it with the scripts.
      handler: (html) =>
        html.replace(/<link rel="stylesheet"([^>]*)>/g, (_, rest: string) => `<link rel="preload" as="style"${rest}>\n<link rel="stylesheet" media="print" data-deferred-style${rest}>`),
    },
  };
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  // Order matters (STACK-NOTES): the router plugin before react, the Lingui macro through Babel
  // (plugin-react 6 has no babel option), then the catalogue compiler.
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/web/routes',
      generatedRouteTree: 'src/web/route-tree.gen.ts',
      autoCodeSplitting: true,
      // Loaders in their own chunks too: their queries and API modules stay out of the entry, which
      // every page, /login first, downloads before it paints (ADR 0023).
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    linguiMacro(),
    lingui(),
    routeCatalogues({ routeTree: 'src/web/route-tree.gen.ts' }),
    routePreloads({ routeTree: 'src/web/route-tree.gen.ts', entry: 'index.html' }),
    ionicReactPureWrappers(),
    nonBlockingStyles(),
    loginPrerender(),
    // Every text asset also as .br and .gz beside it, made once at build time at the strongest
    // setting; the server sends the one the browser accepts (src/server/lib/spa.ts).
    compression({
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
    VitePWA({
      // The page registers the worker itself (workbox-window), and an update waits for the user's tap
      // after the outbox was flushed or safely kept: never skipWaiting on its own (STACK-NOTES).
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon-180x180.png'],
      manifest: {
        id: '/',
        name: 'Warehouse',
        short_name: 'Warehouse',
        description: 'Receive, count, pick and pack by scanning, online or not.',
        theme_color: '#1976d2',
        background_color: '#F6F9FF',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        lang: 'en',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every route chunk, its message catalogues and Ionic's lazy components, so any screen opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,json}'],
        // Any page path opens the app shell offline; the API is never answered from a cache (no
        // runtimeCaching: /v1 always goes to the network, the outbox handles its absence).
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/v1(\/|$)/],
        // Without it the first load after install is not controlled, and goes offline unprotected.
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  server: {
    port: 3000,
    // In dev the API runs on 3001 (npm run dev); the browser talks to one origin.
    proxy: { '/v1': { target: 'http://localhost:3001', changeOrigin: false } },
  },
  build: {
    // dist/.vite/manifest.json: each chunk with its static and dynamic imports, read by the size budget
    // (scripts/size-budget.mjs) to add up what each route needs before its data.
    manifest: true,
    rolldownOptions: {
      // The app, and the login page's first load without it (src/web/login-main.tsx, ADR 0023).
      input: { index: 'index.html', login: 'login.html' },
      output: {
        // React, the router and TanStack Query each as one file. Left to itself the bundler cut them into
        // a dozen 1-3 kB chunks (useParams, useSearch, useBaseQuery…) by which routes import which hooks,
        // and every first load of home asked for them one request each: home needed 40 files before the
        // first screen (29 now), on a phone's 6 connections. Every signed-in route needs all three anyway; the
        // routes' brotli sizes fell by 3-5 kB (less module glue), /login did not take the router (ADR 0023).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store)|tiny-invariant|tiny-warning|cookie-es|seroval)/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
      treeshake: {
        // As Rollup's 'smallest' preset: reading a property is not a side effect. Without it, every
        // class of @ionic/react (`extends React.Component`) stays, with the components it registers.
        propertyReadSideEffects: false,
        // @ionic/react has no sideEffects flag and its index registers every ion-* component:
        // marking these folders side-effect free lets unused components drop out (~317 → ~153 KB gzip).
        moduleSideEffects: (id: string) =>
          /[\\/]@ionic[\\/](core[\\/]components|react[\\/]dist)[\\/]/.test(id) ? false : undefined,
      },
    },
  },
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): the files ran one after another,
    // and in the API suite the server, a process of its own, waited between requests. Two keep both
    // cores busy (unit 3.5 -> 2.8 min, API 6.7 -> 4 min); an API file that ends sessions or changes
    // shared settings does it on an account or record of its own, as the files now run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit-web', include: ['src/web/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        test: {
          name: 'unit-node',
          include: ['src/{domain,server}/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/testing/database-template.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
