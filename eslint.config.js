import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The three worlds of src/ import one way only: web and server use domain, never each other. */
const boundaries = {
  domain: ['**/web/**', '**/server/**', 'react', 'react-dom', 'dexie', 'pg', '@electric-sql/*', 'drizzle-orm', 'hono', 'node:*'],
  web: ['**/server/**', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'hono', 'hono/*', 'node:*'],
  server: ['**/web/**', 'react', 'react-dom', 'dexie', '@ionic/*'],
};

/*
 * Items and movements change only through the ledger module (src/server/ledger, ADR 0017), and so do
 * their summaries (ADR 0026): an insert, update or delete of any of them anywhere else, through drizzle
 * or in SQL, fails lint. Seeds, the
 * benchmark generator and tests set up data directly.
 */
const LEDGER_TABLES = '/^(items|movements|onHandSummary|movementSummary)$/';
const ledgerOnly = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=${LEDGER_TABLES}]`,
      message: 'Items and movements are written only by src/server/ledger (ADR 0017).',
    },
    {
      selector: `ImportSpecifier[imported.name=${LEDGER_TABLES}][local.name!=${LEDGER_TABLES}]`,
      message: 'Import items and movements under their own names, so the ledger lint rule sees their writes.',
    },
    {
      selector: 'TemplateElement[value.raw=/\\b(insert\\s+into|update|delete\\s+from)\\s+"?(items|movements|on_hand_summary|movement_summary)\\b/i]',
      message: 'Items and movements are written only by src/server/ledger (ADR 0017).',
    },
  ],
};
/**
 * A feature folder is private to itself: another feature may import only its `public.ts`, a short list
 * of named re-exports chosen on purpose (ADR 0018). Routes and the app shell compose features freely.
 */
const features = readdirSync('src/web/features', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const featureZones = features.map((name) => ({
  target: `./src/web/features/${name}/**`,
  from: `./src/web/features/!(${name})/**`,
  except: ['**/src/web/features/*/public.ts'],
  message: `Import another feature through its public.ts only (ADR 0018).`,
}));
const worldZones = [
  { target: './src/domain', from: ['./src/web', './src/server'], message: 'src/domain imports nothing from web or server.' },
  { target: './src/web', from: './src/server', message: 'web never imports server.' },
  { target: './src/server', from: './src/web', message: 'server never imports web.' },
];

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'Crosses an architecture boundary (see CONVENTIONS.md).' })) }],
});

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '.tmp/', 'src/web/route-tree.gen.ts', 'src/web/i18n/locales/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...worldZones, ...featureZones] }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
  },
  { files: ['src/domain/**'], rules: restrict(boundaries.domain) },
  { files: ['src/web/**'], rules: restrict(boundaries.web) },
  { files: ['src/server/**'], rules: restrict(boundaries.server) },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/ledger/**', 'src/server/db/seed*.ts', 'src/server/testing/**', '**/*.test.ts'],
    rules: ledgerOnly,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      // A region that scrolls sideways must take keyboard focus to be scrolled without a mouse
      // (WCAG 2.1.1; axe scrollable-region-focusable), so a named region may carry tabIndex.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'src/server/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
