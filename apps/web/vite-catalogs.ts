/**
 * Each language's interface catalog as one JSON file (issue 39, docs/decisions/0057-first-paint.md).
 *
 * The browser used to import the catalog as a JavaScript chunk (40 kB gzip in English, 51 kB in
 * Arabic) that the entry module asked for only once it had run: a second round trip before
 * hydration, and a large object literal to parse as script. Now the build writes
 * `/assets/catalog-<locale>-<hash>.json` (the files of UI_CATALOG_FILES merged, as `loadCatalog`
 * merged them), the root layout preloads the page's language with `<link rel="preload" as="fetch">`
 * so it downloads beside the scripts, and the entry reads it with `fetch` and `JSON.parse`.
 *
 * `import { catalogUrls } from 'virtual:ui-catalogs'` gives both URLs, in the server render and in
 * the browser. The development server answers the same paths without a hash.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { UI_CATALOG_FILES } from '../../packages/shared/src/i18n/ui-catalog-files';

const ID = 'virtual:ui-catalogs';
const LOCALES = ['en', 'ar'] as const;
const catalogDir = path.resolve(import.meta.dirname, '../../packages/shared/src/i18n');

function mergedCatalog(locale: string): string {
  const parts = UI_CATALOG_FILES.map(
    (file) => JSON.parse(fs.readFileSync(path.join(catalogDir, locale, `${file}.json`), 'utf8')) as object,
  );
  return JSON.stringify(Object.assign({}, ...parts));
}

export function uiCatalogs(): Plugin {
  let building = false;
  let emitToBrowser = false;
  return {
    name: 'estate-ui-catalogs',
    configResolved(config) {
      building = config.command === 'build';
      emitToBrowser = building && !config.build.ssr;
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return;
      const urls: Record<string, string> = {};
      for (const locale of LOCALES) {
        const source = mergedCatalog(locale);
        for (const file of UI_CATALOG_FILES) this.addWatchFile(path.join(catalogDir, locale, `${file}.json`));
        if (!building) {
          urls[locale] = `/assets/catalog-${locale}.json`;
          continue;
        }
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/catalog-${locale}-${hash}.json`;
        if (emitToBrowser) this.emitFile({ type: 'asset', fileName, source });
        urls[locale] = `/${fileName}`;
      }
      return `export const catalogUrls = ${JSON.stringify(urls)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const locale = /^\/assets\/catalog-(en|ar)\.json$/.exec(request.url ?? '')?.[1];
        if (!locale) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(mergedCatalog(locale));
      });
    },
  };
}
