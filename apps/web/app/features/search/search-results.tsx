import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { SearchAnswer, SearchFilters } from '@estate/shared';
import { ListingCardGrid } from '../../ui/listing/listing-card';
import { Pagination } from './pagination';
import { searchHref } from './search-params';
import type { SearchView } from '../../lib/search/search-types';

/**
 * The cards of one results page, or "No properties found" with a way out. The page opens with its
 * featured slots (a few paid placements, labelled, different on each page; decision 0012).
 */
export function SearchResults({
  answer,
  filters,
  view,
  compact = false,
}: {
  answer: SearchAnswer;
  filters: SearchFilters;
  view: SearchView;
  /** Beside the map: narrower columns. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (answer.results.length === 0 && answer.featured.length === 0) {
    return (
      <div className="no-results" data-testid="no-results">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="48" height="48">
          <path
            d="M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
        <h2>{t('listing_alerts.no_results')}</h2>
        <p className="muted">{t('search.no_results_hint')}</p>
        <Link className="button" to={searchHref({}, view)}>
          {t('search.clear_filters')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <h2 className="visually-hidden">{t('search.results_heading')}</h2>
      {/* One grid: the featured slots (each labelled "Featured") lead it, so a row is never left
          with holes by three slots in four columns (issue 17). */}
      {/* Only the first card's image is eager (preloaded, fetchpriority high): on a phone it is the
          one in view and the page's LCP; a second preload took one of the six HTTP/1.1 connections
          and 15 kB from the scripts before first paint (issue 39). */}
      <ListingCardGrid
        featured={answer.featured}
        listings={answer.results}
        eagerCount={view === 'list' ? 1 : 0}
        className={compact ? 'listing-grid--compact' : undefined}
      />
      <Pagination
        filters={{ ...filters, page: answer.page }}
        pages={answer.pages}
        view={view}
        nextAfter={answer.next_after}
        capped={answer.count_capped}
      />
    </>
  );
}
