import { useTranslation } from './use-translation';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, toLocale, type Locale } from '@estate/shared';

export function useLocale(): Locale {
  return toLocale(useTranslation().i18n.language);
}

/**
 * Remembers a language the visitor chose, in local storage (spec section 1) and in a cookie, so
 * the server can send a returning visitor who opens the bare home page to their language.
 */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the cookie still carries the choice.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
