/**
 * Compiled by the typecheck, never run or bundled: `t` takes only keys of the English catalog
 * (issue 40). If the keys stopped being checked, the `@ts-expect-error` lines would fail `tsc`.
 */
import type { TFunction } from './translator';

export function typedKeys(t: TFunction): string[] {
  const status: 'sold' | 'rented' = 'sold';
  return [
    t('search.more_filters'),
    // Plural and context suffixes are the translator's: callers write the bare key.
    t('leads.inbox.waiting_days', { count: 2 }),
    t(`detail.closed.${status}`),
    // @ts-expect-error: a key the catalog lacks
    t('search.no_such_key'),
    // @ts-expect-error: a catalog file's namespace is not a string
    t('search'.concat('.x')),
  ];
}
