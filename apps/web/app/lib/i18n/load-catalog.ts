import type { Locale } from '@estate/shared';
import { catalogUrls } from 'virtual:ui-catalogs';
import type { Catalog } from './i18n';

/**
 * The page language's interface catalog, in the browser: one JSON file per language (the files of
 * UI_CATALOG_FILES merged at build time, apps/web/vite-catalogs.ts), which the root layout already
 * preloads beside the scripts (issue 39). A failed fetch is tried once more before the page gives up.
 */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const url = catalogUrls[locale];
  const get = () =>
    fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      return response.json() as Promise<Catalog>;
    });
  return get().catch(get);
}

/** The `<link rel="preload">` of a language's catalog, for the root layout. */
export function catalogPreload(locale: Locale) {
  return { rel: 'preload', as: 'fetch', href: catalogUrls[locale], crossOrigin: 'anonymous' } as const;
}
