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
 * A feature's insides, which no other feature imports: its routes, service, repository, socket
 * handlers and its definition. What another feature may use is its table (the schema is shared: joins and
 * subqueries), presenter and other pure helpers (user-card, require-user, listing-row...).
 * Services reach each other only as declared dependencies (a feature's `dependsOn`, given to its
 * `build` by feature.ts) or a feature event (feature.ts `listeners`, lib/listing-events.ts).
 */
const insidesOf = (feature) => `${server}/features/${feature}/**/*.{routes,service,repository,socket,feature}.ts`;
/** The composition: the list of features, and the app that registers them. */
const compositionRoot = [`${server}/features.ts`, `${server}/app.ts`];

/**
 * The server's layers (decision 0011, 0060): `lib/, db/, config/ → feature.ts (the contract) →
 * features → features.ts (the list) → app.ts`, plugins beside features. A zone is the code being
 * linted (`target`) and what it may not import (`from`).
 */
const serverZones = [
  {
    target: [`${server}/lib`, `${server}/config`, `${server}/db`],
    from: [`${server}/plugins`, `${server}/feature.ts`, ...compositionRoot],
    message: 'lib/, db/ and config/ are the shared layer: they import no plugin, feature contract or composition root.',
  },
  {
    target: [`${server}/lib`, `${server}/config`, `${server}/db`],
    from: [`${server}/features`],
    message:
      'lib/, db/ and config/ are the shared layer: they import no feature (define an interface here, as UploadClaims, and let a feature definition wire it).',
  },
  {
    target: `${server}/plugins`,
    from: [`${server}/features`, ...compositionRoot],
    message: 'Plugins reach features through app.services (typed by app-types.ts), never by importing a feature.',
  },
  {
    target: `${server}/features`,
    from: [`${server}/plugins`, ...compositionRoot],
    message:
      'Features do not import plugins, the feature list or the app: a feature is one definition (x.feature.ts) that features.ts lists once.',
  },
  ...serverFeatures.map((feature) => ({
    target: `${server}/features/${feature}`,
    from: serverFeatures.filter((other) => other !== feature).map(insidesOf),
    message: `Another feature's routes, service, repository, socket or definition: declare it in ${feature}'s dependsOn (its services come to build), or hear a feature event (feature.ts listeners).`,
  })),
];

/**
 * `x.ownerId === viewer.id` and its kin (issue 36): an owner compared with anyone, with `===`,
 * `!==`, `==` or `!=`, as a member (`listing.ownerId`, `post?.authorId`) or a bare name.
 */
const ownerNames = '/^(ownerId|authorId|listerUserId)$/';
const comparison = 'BinaryExpression[operator=/^[!=]==?$/]';
const ownerMessage =
  'Who may act is decided in features/access/policies.ts (isOwnedBy, canManageListing, canSeeListing...): call a policy instead of comparing an owner with a viewer.';
const ownerComparisons = [
  `${comparison} > MemberExpression[property.name=${ownerNames}]`,
  `${comparison} > ChainExpression > MemberExpression[property.name=${ownerNames}]`,
  `${comparison} > Identifier[name=${ownerNames}]`,
].map((selector) => ({ selector, message: ownerMessage }));

/**
 * The web app's layers (bulletproof-react's): `ui/ → features/ → routes/`. `ui/` is the shared
 * layer and imports no feature except the i18n hooks and the API client, which every layer uses;
 * features never import routes. A feature imports only the features listed for it in
 * `webFeatureUses` (besides api, i18n and session, which all may use): a new crossing is a
 * reviewed edit here, or the shared thing moves to ui/.
 */
const web = './apps/web/app';
const webFeatures = fs
  .readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webEverywhere = ['api', 'i18n', 'session'];
const webFeatureUses = {
  agencies: ['account', 'listings-ui'],
  blog: ['moderation'],
  chat: ['account', 'listings-ui'],
  credits: ['listings-ui'],
  dashboard: [
    'account',
    'agencies',
    'blog',
    'charts',
    'chat',
    'credits',
    'demands',
    'follows',
    'leads',
    'listings-ui',
    'notifications',
    'saved-searches',
    'services',
  ],
  demands: ['chat', 'listings-ui', 'search'],
  follows: ['agencies', 'chat', 'listings-ui', 'moderation'],
  layout: ['chat', 'feedback', 'geo'],
  leads: ['chat'],
  'listing-wizard': ['geo', 'map', 'units'],
  // The verified badge (issue 37) and a unit's group line (issue 37) on every card.
  'listings-ui': ['units', 'verification'],
  map: ['listings-ui'],
  materials: ['charts', 'listings-ui', 'search'],
  // The verification queue tab; the pairs of listings held as possibly one unit (issue 37).
  moderation: ['units', 'verification'],
  'property-detail': ['chat', 'credits', 'listings-ui', 'map', 'moderation', 'search', 'units', 'verification'],
  // geo: the gazetteer names a saved search's place (issue 39, U11).
  'saved-searches': ['geo', 'listings-ui'],
  // geo: the visitor's country picks the currency prices are compared in without a market (issue 39, U3).
  search: ['credits', 'geo', 'listings-ui', 'map', 'saved-searches'],
  services: ['chat', 'listings-ui', 'search'],
  shorts: ['listings-ui'],
};
const webZones = [
  {
    target: `${web}/ui`,
    from: `${web}/features`,
    except: ['./i18n', './api'],
    message: 'ui/ is the shared layer: it imports no feature (only the i18n hooks and the API client).',
  },
  {
    target: [`${web}/ui`, `${web}/features`],
    from: [`${web}/routes`, `${web}/root.tsx`, `${web}/routes.ts`],
    message: 'Routes compose features; features and ui never import a route.',
  },
  ...webFeatures
    .map((name) => ({
      target: `${web}/features/${name}`,
      from: webFeatures
        .filter((other) => other !== name && !webEverywhere.includes(other))
        .filter((other) => !(webFeatureUses[name] ?? []).includes(other))
        .map((other) => `${web}/features/${other}`),
      message: `features/${name} may import ui/, ${[...(webFeatureUses[name] ?? []), ...webEverywhere].join(', ')}; list a new crossing in webFeatureUses (eslint.config.js) or move the shared part to ui/.`,
    }))
    .filter((zone) => zone.from.length > 0),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '.data-e2e*/**',
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
    // Import cycles are checked by scripts/check-cycles.mjs in the same `npm run lint` (dpdm, type-only
    // imports included), not by import-x/no-cycle: that rule skips type-only imports and was half of
    // ESLint's rule time (7.8 of 15.6 s, decision 0040). import-x here keeps the features' boundaries.
    files: ['apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importResolver] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // Issue 36: who may act is decided in one place. Outside features/access, no code compares an
    // owner (a listing's lister, a post's author, a lead's lister) with a viewer: it asks a policy
    // (isOwnedBy, canManageListing, canReadLead...), so agencies change the rule in one file.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/features/access/**', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ownerComparisons] },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: webZones.length ? { 'import-x/no-restricted-paths': ['error', { zones: webZones }] } : {},
  },
  {
    // Issue 16: links, navigation and forms keep the page's language (ui/link.tsx adds `/ar`).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Navigate', 'Form', 'useNavigate'],
              message: "Import it from ui/link: it keeps the page's language in the path (/ar/…).",
            },
          ],
        },
      ],
    },
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
