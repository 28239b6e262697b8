import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { parseSearchFilters } from '@estate/shared';
import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAppliedFilters } from './applied-filters';
import { searchHref } from './search-params';
import type { FilterDraft } from './use-filter-draft';
import type { CityOption, CountryOption, SearchView } from '../../lib/search/search-types';

/**
 * The applied filters above the results, each a link that takes it away ("Lahore ×"), then
 * "Clear all" (review U5). Links work before the page is interactive; after a removal the focus
 * moves to the chip that took its place (or the keyword field when none is left), so a keyboard
 * can take filters off one after another. The result count announces the new results.
 */
export function FilterChips({
  view,
  cities,
  countries,
  draft,
  focusAfterLast,
}: {
  view: SearchView;
  cities: readonly CityOption[];
  countries: readonly CountryOption[];
  draft: Pick<FilterDraft, 'forget' | 'discard'>;
  /** The id of the field that takes the focus when the last chip goes. */
  focusAfterLast: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const filters = useMemo(() => parseSearchFilters(new URLSearchParams(search)), [search]);
  const chips = useAppliedFilters(cities, countries)(filters, view);
  const list = useRef<HTMLUListElement>(null);
  /** The place of the chip just taken away, until the new chips are in. */
  const removed = useRef<number | null>(null);
  const ids = chips.map((c) => c.id).join(' ');

  useEffect(() => {
    const at = removed.current;
    if (at === null) return;
    removed.current = null;
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('a.filter-chip');
    const next = links?.[Math.min(at, links.length - 1)] ?? document.getElementById(focusAfterLast);
    next?.focus();
  }, [ids, focusAfterLast]);

  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <h2 className="visually-hidden" id="applied-filters">
        {t('search.chips.label')}
      </h2>
      <ul className="filter-chips__list" aria-labelledby="applied-filters" ref={list} data-testid="filter-chips">
        {chips.map((chip, i) => (
          <li key={chip.id}>
            <Link
              className="filter-chip"
              to={chip.href}
              preventScrollReset
              onClick={() => {
                removed.current = i;
                draft.forget(chip.fields);
              }}
            >
              {/* Read as "Remove filter: Lahore"; the visible name stays the chip's. */}
              <span className="visually-hidden">{t('search.chips.remove_prefix')}</span>{' '}
              <span className="filter-chip__label">{chip.label}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
                <path
                  d="M6 6l12 12M18 6 6 18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              </svg>
            </Link>
          </li>
        ))}
        <li>
          <Link
            className="filter-chips__clear"
            to={searchHref({}, view)}
            preventScrollReset
            onClick={() => {
              removed.current = 0;
              draft.discard();
            }}
          >
            {t('search.chips.clear_all')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
