import { DEFAULT_LOCALE, type Locale } from '@estate/shared';
import { createTranslator, type Catalog, type I18n } from './translator';

export type { Catalog, I18n, TFunction } from './translator';

/** Each language's catalog, under the one namespace the app has (`common`). */
export type Resource = Partial<Record<string, { common: Catalog }>>;

/** A translator for one language (one per process and language on the server, one in the browser). */
export function createI18n(locale: Locale, resources: Resource): I18n {
  const catalogs: Record<string, Catalog> = {};
  for (const [language, bundle] of Object.entries(resources)) if (bundle) catalogs[language] = bundle.common;
  return createTranslator(locale, catalogs, DEFAULT_LOCALE);
}
