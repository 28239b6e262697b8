import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { useRevalidator } from 'react-router';
import { directionOf, LOCALE_COOKIE, LOCALE_STORAGE_KEY, toLocale, type Locale } from '@estate/shared';
import { loadCatalog } from './i18n';

export function useLocale(): Locale {
  return toLocale(useTranslation().i18n.language);
}

/** Remembers the language in local storage and in a cookie (so the server renders it first time). */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the cookie still carries the choice.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Switches the interface language in place: catalog, direction, then fresh page data. */
export function useChangeLocale() {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  return useCallback(
    async (locale: Locale) => {
      if (!i18n.hasResourceBundle(locale, 'common')) {
        i18n.addResourceBundle(locale, 'common', await loadCatalog(locale));
      }
      rememberLocale(locale);
      await i18n.changeLanguage(locale);
      document.documentElement.lang = locale;
      document.documentElement.dir = directionOf(locale);
      await revalidator.revalidate();
    },
    [i18n, revalidator],
  );
}
