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
 * Issue 40, one typed contract both ways: the web calls the API through a declared operation,
 * `api(endpoint<typeof ops.getX>('GET', '/api/x/'), input)` in the browser and
 * `context.call(operation, input)` in a loader, so a changed answer schema fails `tsc` where the
 * answer is used. The untyped `apiFetch(path)` (and any `x.api(path)` caller by path) stays inside
 * lib/api/api-client.ts, which builds `api` on it.
 */
const untypedApiMessage =
  'Call the API through its declared operation: api(endpoint<typeof ops.getX>(METHOD, PATH), { params, query, body }) in the browser, context.call(operation, input) in a loader (issue 40, decision 0064).';
const untypedApiCalls = [
  `ImportSpecifier[imported.name='apiFetch']`,
  `CallExpression[callee.name='apiFetch']`,
  `MemberExpression[property.name='apiFetch']`,
  `CallExpression > MemberExpression.callee[property.name='api']`,
].map((selector) => ({ selector, message: untypedApiMessage }));

/**
 * The web app's layers (decision 0063): `lib/ → ui/ → features/ → pages/ → routes/` (with root.tsx,
 * routes.ts and the entries beside routes). A layer imports only the layers before it:
 * - `lib/` is the infrastructure and the data clients more than one feature needs (API client,
 *   i18n, session, query, localized links, geo, chat, account, search loaders): no visuals of its own,
 *   and it imports no other layer;
 * - `ui/` is the shared kit, domain-aware pieces included (`ui/listing/`: the card, the verified
 *   badge, a unit's group line; `ui/map/`, `ui/charts/`, the report button): it imports lib/ only;
 * - a feature (`features/<name>/`) is a leaf: it imports lib/, ui/, @estate/shared and itself,
 *   never another feature. What two features need moves down to lib/ or ui/;
 * - a page (`pages/<name>/`) composes features (the dashboard, the listing page, the search page,
 *   a public profile, the site's shell) and imports no other page;
 * - routes (and root.tsx) compose pages and features; nothing else imports them.
 */
const web = './apps/web/app';
const webDirs = (layer) =>
  fs
    .readdirSync(`${web}/${layer}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webRoutes = [
  `${web}/routes`,
  `${web}/root.tsx`,
  `${web}/routes.ts`,
  `${web}/entry.client.tsx`,
  `${web}/entry.server.tsx`,
];
const webZones = [
  {
    target: `${web}/lib`,
    from: [`${web}/ui`, `${web}/features`, `${web}/pages`, ...webRoutes],
    message: 'lib/ is the bottom layer: it imports no ui, feature, page or route (move what it needs into lib/).',
  },
  {
    target: `${web}/ui`,
    from: [`${web}/features`, `${web}/pages`, ...webRoutes],
    message:
      'ui/ is the shared kit: it imports lib/ only, no feature, page or route (move the shared part to ui/ or lib/).',
  },
  {
    target: `${web}/features`,
    from: [`${web}/pages`, ...webRoutes],
    message: 'A feature imports lib/, ui/ and itself; pages and routes compose features, never the reverse.',
  },
  ...webDirs('features').map((name) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`],
    message: `features/${name} is a leaf: it imports lib/, ui/, @estate/shared and itself. Move what two features share to lib/ (data) or ui/ (components), or compose both in a page (pages/).`,
  })),
  {
    target: `${web}/pages`,
    from: webRoutes,
    message: 'Pages compose features, ui/ and lib/; routes compose pages, never the reverse.',
  },
  ...webDirs('pages').map((name) => ({
    target: `${web}/pages/${name}`,
    from: `${web}/pages`,
    except: [`./${name}`],
    message: `pages/${name} imports no other page: what two pages share belongs in a feature, ui/ or lib/.`,
  })),
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
    // Issue 16: links, navigation and forms keep the page's language (lib/link.tsx adds `/ar`).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Navigate', 'Form', 'useNavigate'],
              message: "Import it from lib/link: it keeps the page's language in the path (/ar/…).",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 40: only typed calls in the web app (untypedApiCalls above); api-client.ts builds them.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/api/api-client.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...untypedApiCalls] },
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
