import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/web/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src/web', '<rootDir>/src/domain'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/route-tree.gen.ts'],
    },
  ],
  format: 'po',
});
