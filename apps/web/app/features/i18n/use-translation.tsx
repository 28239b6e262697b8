import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

interface Translation {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

const TranslationContext = createContext<Translation | null>(null);

/** Past this many distinct keys a language's memo stops growing (keys come from code, so it never should). */
const MEMO_LIMIT = 20_000;

/**
 * `t` for one language, remembering the strings asked for without options: the same for every
 * visitor, so each is looked up once per process (server) or per page load (browser) instead
 * of once per call. Calls with options (counts, values) go to i18next every time.
 */
export function memoizedT(i18n: I18n, language: string): TFunction {
  const fixed = i18n.getFixedT(language) as unknown as (...args: unknown[]) => string;
  const memo = new Map<string, string>();
  const t = (...args: unknown[]) => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== 'string') return fixed(...args);
    let text = memo.get(key);
    if (text === undefined) {
      text = fixed(key);
      if (memo.size < MEMO_LIMIT) memo.set(key, text);
    }
    return text;
  };
  return t as unknown as TFunction;
}

/** One value per i18next instance and language, kept: a server render reuses the last one's memo. */
const translations = new WeakMap<I18n, Map<string, Translation>>();

function translationFor(i18n: I18n, language: string): Translation {
  let byLanguage = translations.get(i18n);
  if (!byLanguage) translations.set(i18n, (byLanguage = new Map()));
  let translation = byLanguage.get(language);
  if (!translation) byLanguage.set(language, (translation = { t: memoizedT(i18n, language), i18n, ready: true }));
  return translation;
}

/**
 * Gives the tree its translations. It replaces react-i18next's `useTranslation`, which builds a
 * copy of the i18next instance and a new `t` in every component that calls it (about a third of
 * the listing page's server render): here every component reads one context value, which
 * changes only with the language. react-i18next's provider stays for `<Trans>`.
 */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const changed = (lng: string) => setLanguage(lng);
    i18n.on('languageChanged', changed);
    // A change between the first render and this effect is not missed.
    setLanguage(i18n.language);
    return () => i18n.off('languageChanged', changed);
  }, [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <TranslationContext.Provider value={translationFor(i18n, language)}>{children}</TranslationContext.Provider>
    </I18nextProvider>
  );
}

/** The interface language's `t` and the i18next instance (`i18n.language` is the current language). */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a TranslationProvider above it');
  return translation;
}
