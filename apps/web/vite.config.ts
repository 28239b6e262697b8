import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { uiCatalogs } from './vite-catalogs';
import { ownCodeGroups, OWN_CODE } from './vite-chunks';

/**
 * Libraries every page runs before it hydrates (React, React DOM, React Router, and TanStack
 * Query's context alone): one chunk instead of the three to five pieces automatic splitting makes
 * of them, so gzip compresses them together (issue 16, docs/decisions/0033-javascript-budget.md).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/]((react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$)/;

/** The rest of TanStack Query: one chunk, loaded on demand (decision 0058, lib/query/query.ts). */
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/]/;

/**
 * `@tanstack/react-query` in the app's browser code is lib/query/react-query.ts: TanStack Query
 * with the browser's query client created first, so that whatever calls TanStack's own hooks
 * (signed-in pages, dialogs) has it when it renders. lib/query itself imports the package as it is.
 */
function queryOnDemand(): Plugin {
  const wrapper = path.resolve(import.meta.dirname, 'app/lib/query/react-query.ts');
  const own = path.dirname(wrapper) + path.sep;
  return {
    name: 'estate:query-on-demand',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || source !== '@tanstack/react-query' || !importer || !OWN_CODE.test(importer)) return null;
      return importer.startsWith(own) ? null : wrapper;
    },
  };
}

/**
 * The browser's files compressed once at build time, at brotli's and gzip's highest levels, and
 * served as they are (`preCompressed` in apps/server/src/plugins/web.ts): compressing them again
 * for every request cost the server 20 to 40 ms of CPU per script, about a second per page opened
 * in a fresh browser. Files under 1 kB stay plain, as the server's own compression leaves them.
 */
const precompressed = compression({
  algorithms: ['brotliCompress', 'gzip'],
  threshold: 1024,
  logLevel: 'silent',
});

/**
 * React Router's production build in the browser: its package exports only the development build,
 * which differs from `dist/production` by one flag (`ENABLE_DEV_WARNINGS`) and carries the warnings
 * it guards into every page. Exact-match aliases, so `react-router/…` subpaths resolve as before.
 */
const reactRouterDist = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dist/production/dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), uiCatalogs(), ...(isSsrBuild ? [] : [queryOnDemand(), precompressed])],
  // The development server keeps React Router's warnings.
  resolve: command === 'build' && !isSsrBuild ? { alias: REACT_ROUTER_PRODUCTION } : {},
  // CSS Modules (`*.module.css`, decision 0067): the class as written plus a short hash, so a page's
  // markup stays readable (`detailHeader_x3Yz1`) in the browser's inspector and in screenshots' DOM.
  css: { modules: { generateScopedName: '[local]_[hash:base64:5]' } },
  build: {
    target: 'es2022',
    // SOURCEMAP=1: hidden source maps beside the files (bundle analysis; the scripts are unchanged).
    sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 100 },
                { name: 'query', test: QUERY, priority: 99 },
                // The app's code in shared chunks (vite-chunks.ts): what every page runs, and what
                // the public pages share, by the pages that use it.
                ...ownCodeGroups(OWN_CODE),
              ],
            },
          },
        },
  },
}));
