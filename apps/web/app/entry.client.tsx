import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, toLocale } from '@estate/shared';
import { createI18n, loadCatalog } from './features/i18n/i18n';
import { rememberLocale } from './features/i18n/use-locale';
import { TranslationProvider } from './features/i18n/use-translation';

async function start() {
  // The server rendered the page in its URL's language; load only that catalog.
  const locale = toLocale(document.documentElement.lang);
  const i18n = createI18n(locale, { [locale]: { common: await loadCatalog(locale) } });
  syncStoredLocale(locale);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslationProvider i18n={i18n}>
          <HydratedRouter />
        </TranslationProvider>
      </StrictMode>,
    );
  });
}

/**
 * Local storage keeps the language the visitor chose (spec section 1); the cookie mirrors it for
 * the server. The page's own language comes from its URL and is not a choice: it changes nothing.
 * When the cookie was lost but storage remembers Arabic, the bare home page goes to `/ar/`.
 */
function syncStoredLocale(rendered: string) {
  let stored: string | null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return;
  }
  if (!isLocale(stored) || document.cookie.includes(`${LOCALE_COOKIE}=${stored}`)) return;
  rememberLocale(stored);
  if (stored === 'ar' && rendered === 'en' && window.location.pathname === '/') {
    window.location.replace(`/ar/${window.location.search}`);
  }
}

void start();
