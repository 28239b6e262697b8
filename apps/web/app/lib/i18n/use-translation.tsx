import { createContext, useContext, type ReactNode } from 'react';
import type { DynamicTFunction, I18n, TFunction } from './translator';

interface Translation {
  t: TFunction;
  tDynamic: DynamicTFunction;
  i18n: I18n;
  ready: boolean;
}

const TranslationContext = createContext<Translation | null>(null);

/** One value per translator, kept: every render in a language reuses it. */
const translations = new WeakMap<I18n, Translation>();

function translationFor(i18n: I18n): Translation {
  let translation = translations.get(i18n);
  if (!translation) translations.set(i18n, (translation = { t: i18n.t, tDynamic: i18n.tDynamic, i18n, ready: true }));
  return translation;
}

/**
 * Gives the tree its translations: every component reads one context value, fixed for the page
 * (the language comes from the URL; changing it loads the other language's page).
 */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <TranslationContext.Provider value={translationFor(i18n)}>{children}</TranslationContext.Provider>;
}

/** The interface language's `t` and its translator (`i18n.language` is the current language). */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a TranslationProvider above it');
  return translation;
}
