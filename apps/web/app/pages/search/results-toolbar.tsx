import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate } from '../../lib/link';
import { SORTS, type SearchAnswer, type SearchFilters, type SortOrder } from '@estate/shared';
import { AreaUnitSelect } from '../../ui/listing/area-unit-select';
import { SaveSearchButton } from '../../features/saved-searches/save-search-button';
import { SEARCH_FORM_ID } from '../../features/search/filter-form';
import { searchHref } from '../../features/search/search-params';
import { useResultCount } from '../../features/search/result-count';
import type { SearchView } from '../../lib/search/search-types';

/** Result count, sort, area unit and the list / map switch above the results. */
export function ResultsToolbar({
  filters,
  answer,
  view,
}: {
  filters: SearchFilters;
  answer: Pick<SearchAnswer, 'count' | 'count_capped' | 'count_estimated'>;
  view: SearchView;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sortId = useId();
  const countText = useResultCount()(answer);
  const sorts = SORTS.filter((s) => s !== 'relevance' || filters.q);
  const viewHref = (next: SearchView) => searchHref({ ...filters, page: 1, bbox: undefined }, next);
  return (
    <div className="results-toolbar">
      <p className="results-toolbar__count" aria-live="polite" data-testid="result-count">
        {countText}
      </p>
      <div className="results-toolbar__controls">
        <SaveSearchButton />
        <div className="results-toolbar__sort">
          <label htmlFor={sortId}>{t('search.sort_label')}</label>
          <select
            id={sortId}
            name="sort"
            form={SEARCH_FORM_ID}
            className="input input--compact"
            value={filters.sort}
            onChange={(e) =>
              void navigate(searchHref({ ...filters, sort: e.target.value as SortOrder, page: 1 }, view), {
                preventScrollReset: true,
              })
            }
          >
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(`listing.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <AreaUnitSelect />
        <div className="view-switch" role="group" aria-label={t('search.view_label')}>
          <Link to={viewHref('list')} aria-current={view === 'list' ? 'page' : undefined} preventScrollReset>
            <ListIcon />
            {t('search.view_list')}
          </Link>
          <Link to={viewHref('map')} aria-current={view === 'map' ? 'page' : undefined} preventScrollReset>
            <MapIcon />
            {t('search.view_map')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function ListIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <path
        d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MapIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <path
        d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
