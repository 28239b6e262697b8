/**
 * The interface's translator: what the app used of i18next, in a few hundred bytes (issue 39,
 * decision 0058: i18next and react-i18next were 16 kB of every page's 150 kB). Same catalogs, same
 * keys, same answers:
 *
 * - keys are paths in the catalog (`search.more_filters`);
 * - `context` (a string) tries `key_<context>` first, then `key`, each with its plural forms;
 * - `count` picks the plural form of the language (`_one`, `_other`; Arabic's `_zero`, `_two`,
 *   `_few`, `_many`) by `Intl.PluralRules`, `key_zero` first when the count is 0, then the bare key;
 * - `{{name}}` (spaces allowed, `{{a.b}}` a path) takes the option of that name as it is (React
 *   escapes the text); a placeholder with no such option stays as it is written, one with an option
 *   set to undefined or null becomes empty;
 * - a key the language lacks is looked up in the fallback language (English, on the server), then
 *   `defaultValue`, then the key itself is the answer;
 * - `returnObjects: true` answers the array or object at the key, its strings filled in.
 */
import type { UiKey } from '@estate/shared/i18n/ui-keys.ts';

export type Catalog = Record<string, unknown>;

export type TOptions = { count?: number | string; defaultValue?: string; returnObjects?: boolean } & Record<
  string,
  unknown
>;

/** `t`: a key of the English catalog, checked by the compiler (a wrong key fails `tsc`, issue 40). */
export interface TFunction {
  (key: UiKey, options: TOptions & { returnObjects: true }): unknown;
  (key: UiKey, options?: TOptions): string;
}

/**
 * `tDynamic`: a key that comes from data, not from code (the server's per-field error keys, a
 * stored reason, a notification's kind), so the compiler cannot check it; like `t`, a key the
 * catalogs lack answers the key itself.
 */
export type DynamicTFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  /** The interface language (the page's, fixed for the page's life). */
  readonly language: string;
  readonly t: TFunction;
  readonly tDynamic: DynamicTFunction;
}

/** A path in a catalog: `a.b.c`. */
function lookUp(catalog: Catalog | undefined, key: string): unknown {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

/** `text` with its `{{placeholders}}` filled from `options`. */
export function fill(text: string, options: TOptions): string {
  return text.replace(PLACEHOLDER, (written, name: string) => {
    const path = name.trim();
    const value = Object.hasOwn(options, path) ? options[path] : lookUp(options, path);
    if (value === undefined && !Object.hasOwn(options, path)) return written;
    return value == null ? '' : String(value);
  });
}

function fillAll(value: unknown, options: TOptions): unknown {
  if (typeof value === 'string') return fill(value, options);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, options));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fillAll(item, options)]));
  }
  return value;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The plural forms of one key to try, most specific first. */
function pluralsOf(key: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const keys = [`${key}_${pluralOf(language, count)}`, key];
  return count === 0 ? [`${key}_zero`, ...keys] : keys;
}

/** The keys to try in one language, most specific first: with a `context`, `key_<context>` before `key`. */
function candidates(key: string, language: string, count: unknown, context: unknown): string[] {
  const plain = pluralsOf(key, language, count);
  if (typeof context !== 'string' || !context) return plain;
  return [...pluralsOf(`${key}_${context}`, language, count), ...plain];
}

/**
 * A translator for `language` over `catalogs` (one catalog per language), falling back to the
 * `fallback` language's catalog for keys the first lacks.
 */
export function createTranslator(language: string, catalogs: Record<string, Catalog>, fallback = 'en'): I18n {
  const languages = language === fallback ? [language] : [language, fallback];
  const resolve = (key: string, options: TOptions): unknown => {
    for (const lng of languages) {
      for (const candidate of candidates(key, lng, options.count, options.context)) {
        const found = lookUp(catalogs[lng], candidate);
        if (found !== undefined && found !== null) return found;
      }
    }
    return undefined;
  };
  // Strings asked for without options are the same for every visitor: each is looked up once.
  const memo = new Map<string, string>();
  // With options, which catalog entry answers depends only on the key, the count's plural form in
  // each language (and whether it is 0) and the context: that lookup is kept too, the filling is not.
  const lookups = new Map<string, unknown>();
  const lookupOf = (key: string, options: TOptions): unknown => {
    const { count, context } = options;
    const forms =
      typeof count === 'number' ? languages.map((lng) => pluralOf(lng, count)).join() + (count === 0 ? '0' : '') : '';
    const entry = `${key}\u0000${forms}\u0000${typeof context === 'string' ? context : ''}`;
    if (lookups.has(entry)) return lookups.get(entry);
    const answer = resolve(key, options);
    // Bounded: contexts and keys come from code and catalogs, but never let a caller grow it without end.
    if (lookups.size >= 10_000) lookups.clear();
    lookups.set(entry, answer);
    return answer;
  };
  const translate = (key: string, options?: TOptions): unknown => {
    if (!options) {
      let text = memo.get(key);
      if (text === undefined) {
        const found = resolve(key, {});
        text = typeof found === 'string' ? found : key;
        memo.set(key, text);
      }
      return text;
    }
    const found = lookupOf(key, options);
    if (options.returnObjects && found !== undefined && typeof found === 'object') return fillAll(found, options);
    if (typeof found === 'string') return fill(found, options);
    return fill(options.defaultValue ?? key, options);
  };
  const tDynamic: DynamicTFunction = (key, options) => {
    const text = translate(key, options && { ...options, returnObjects: false });
    return typeof text === 'string' ? text : key;
  };
  return { language, t: translate as TFunction, tDynamic };
}
