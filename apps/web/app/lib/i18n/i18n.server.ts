import { LEGAL_CATALOGS, UI_CATALOGS } from '@estate/shared/i18n/ui-catalogs';
import type { Locale } from '@estate/shared';
import { createI18n } from './i18n';

/** Server-only: both languages' catalogs, for rendering and for page titles in loaders. */
export const serverResources = {
  en: { common: UI_CATALOGS.en },
  ar: { common: UI_CATALOGS.ar },
};

export const legalCatalogs: Record<Locale, (typeof LEGAL_CATALOGS)['en']> = LEGAL_CATALOGS;

const instances = new Map<Locale, ReturnType<typeof createI18n>>();

/**
 * One translator per language for the whole process: server renders never change a
 * translator's language, so building one per request only cost time.
 */
export function serverI18n(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, serverResources);
    instances.set(locale, instance);
  }
  return instance;
}

/** A translate function fixed to a language, for loaders (titles, meta descriptions). */
export function serverT(locale: Locale) {
  return serverI18n(locale).t;
}
