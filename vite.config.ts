import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// Vitest 5 prints failed tests with Map.groupBy (Node 21+); on Node 20 the summary crashes and hides
// why a test failed. Remove when the machines move to Node 22.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

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

export default defineConfig({
  // Order matters (STACK-NOTES): the router plugin before react, the Lingui macro through Babel
  // (plugin-react 6 has no babel option), then the catalogue compiler.
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/web/routes',
      generatedRouteTree: 'src/web/route-tree.gen.ts',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    babel({
      // Only files that use a Lingui macro need Babel; everything else stays on the fast path.
      include: [/src[\\/]web[\\/].*\.tsx?$/],
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui(),
    ionicReactPureWrappers(),
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
        // Every route chunk and Ionic's lazy components, so any screen opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
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
    rolldownOptions: {
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
    projects: [
      {
        extends: true,
        test: { name: 'unit-web', include: ['src/web/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        test: { name: 'unit-node', include: ['src/{domain,server}/**/*.test.ts'], environment: 'node' },
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
