import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLocale, LOCALE_STORAGE_KEY, toLocale } from '@estate/shared';
import { createI18n, loadCatalog } from './features/i18n/i18n';
import { rememberLocale } from './features/i18n/use-locale';
import { TranslationProvider } from './features/i18n/use-translation';

async function start() {
  // The server rendered the page in the cookie's language; load only that catalog.
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
 * Local storage keeps the choice (spec section 1); the cookie mirrors it for the server.
 * When the cookie was lost but storage remembers another language, reload in that language.
 */
function syncStoredLocale(rendered: string) {
  let stored: string | null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return;
  }
  if (isLocale(stored) && stored !== rendered && !document.cookie.includes('lang=')) {
    rememberLocale(stored);
    window.location.reload();
    return;
  }
  rememberLocale(toLocale(rendered));
}

void start();
