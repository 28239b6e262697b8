import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Resolves relative imports the way TypeScript does: the server writes `./x.js` for `./x.ts`, the
 * web app leaves the extension out. Packages (`@estate/shared`, node_modules) resolve as in Node.
 */
const importResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  conditionNames: ['import', 'types', 'default'],
});

const server = './apps/server/src';
/** The server's feature folders (read when lint starts, so a new feature is covered at once). */
const serverFeatures = fs
  .readdirSync(new URL('./apps/server/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * A feature's insides, which no other feature imports: its routes, service, repository and socket
 * handlers. What another feature may use is its table (the schema is shared: joins and
 * subqueries), presenter and other pure helpers (user-card, require-user, listing-row...).
 * Services reach each other only through services.ts (small interfaces it wires) or lib/hooks.ts.
 */
const insidesOf = (feature) => `${server}/features/${feature}/**/*.{routes,service,repository,socket}.ts`;

/**
 * The server's layers (decision 0011): `lib/, db/, config/ → features → services.ts, app.ts`,
 * plugins beside features. A zone is the code being linted (`target`) and what it may not import
 * (`from`).
 */
const serverZones = [
  {
    target: [`${server}/lib`, `${server}/config`, `${server}/db`],
    from: [`${server}/plugins`, `${server}/services.ts`, `${server}/app.ts`],
    message: 'lib/, db/ and config/ are the shared layer: they import no plugin or the composition root.',
  },
  {
    target: [`${server}/lib`, `${server}/config`],
    from: [`${server}/features`],
    message:
      'lib/ and config/ are the shared layer: they import no feature (define an interface here, as UploadClaims, and let services.ts wire it).',
  },
  {
    target: `${server}/db`,
    // db/schema.ts gathers every feature's *.table.ts for drizzle; nothing else of a feature.
    from: [`${server}/features/**/!(*.table).ts`],
    message: "db/ imports only the features' tables (schema.ts gathers them for drizzle).",
  },
  {
    target: `${server}/plugins`,
    from: [`${server}/features`, `${server}/services.ts`, `${server}/app.ts`],
    message: 'Plugins reach features through app.services (typed by app-types.ts), never by importing a feature.',
  },
  {
    target: `${server}/features`,
    from: [`${server}/plugins`, `${server}/services.ts`, `${server}/app.ts`],
    message:
      'Features do not import plugins or the composition root: services.ts builds them, app.ts registers their routes.',
  },
  ...serverFeatures.map((feature) => ({
    target: `${server}/features/${feature}`,
    from: serverFeatures.filter((other) => other !== feature).map(insidesOf),
    message: `Another feature's routes, service, repository or socket: ask services.ts to wire a small interface into ${feature} (as ListingMedia, UploadClaims), or use lib/hooks.ts.`,
  })),
];

/**
 * The web app's layers (shared ui → features → routes), in the same form as serverZones: add one
 * object per rule, e.g. { target: './apps/web/app/ui', from: ['./apps/web/app/features'], message: '...' };
 * the block below turns the rule on once there is one.
 */
const webZones = [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '.data-e2e/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'log'] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importResolver],
      // Which files no-cycle follows and parses (without these it skips .ts and never sees a cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: webZones.length ? { 'import-x/no-restricted-paths': ['error', { zones: webZones }] } : {},
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
