import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, toLocale } from '@estate/shared';
import { createI18n } from './lib/i18n/i18n';
import { loadCatalog } from './lib/i18n/load-catalog';
import { rememberLocale } from './lib/i18n/use-locale';
import { TranslationProvider } from './lib/i18n/use-translation';
import { loadRenderedLazyComponents } from './lib/lazy-component';
import { BrowserQueryProvider } from './lib/query/query';

async function start() {
  // The server rendered the page in its URL's language; load only that catalog.
  const locale = toLocale(document.documentElement.lang);
  const [catalog] = await Promise.all([loadCatalog(locale), loadRenderedLazyComponents()]);
  const i18n = createI18n(locale, { [locale]: { common: catalog } });
  syncStoredLocale();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslationProvider i18n={i18n}>
          <BrowserQueryProvider>
            <HydratedRouter />
          </BrowserQueryProvider>
        </TranslationProvider>
      </StrictMode>,
    );
  });
}

/**
 * Local storage keeps the language the visitor chose (spec section 1); the cookie mirrors it for
 * the server. The page's own language comes from its URL and is not a choice: it changes nothing.
 * (A returning visitor who chose Arabic is sent from the bare home page to `/ar/` by the server or
 * by that page's first script, packages/shared/src/returning-visitor.ts.)
 */
function syncStoredLocale() {
  let stored: string | null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return;
  }
  if (!isLocale(stored) || document.cookie.includes(`${LOCALE_COOKIE}=${stored}`)) return;
  rememberLocale(stored);
}

void start();
