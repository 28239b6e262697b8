import { keepPreviousData, useQuery } from '../../lib/query/query';
import { useCallback, useMemo, useState, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { useLatestSearch } from '../../ui/use-latest-search';
import { useNavigate } from '../../lib/link';
import { parseSearchFilters, searchFiltersToParams, type SearchAnswer, type SearchFilters } from '@estate/shared';
import { clientOnlyMap } from '../../ui/map/client-only-map';
import type { Bbox } from '../../ui/map/results-map';
import { useMediaQuery } from '../../ui/use-media-query';
import { MapCardCarousel, PHONE_MAP_QUERY, type CardRequest } from '../../features/search/map-card-carousel';
import { ResultsToolbar } from './results-toolbar';
import { SearchResults } from '../../features/search/search-results';
import { searchHref } from '../../features/search/search-params';
import type { CityOption, CountryOption } from '../../lib/search/search-types';

const ResultsMap = clientOnlyMap(() => import('../../ui/map/results-map'));

async function fetchSearch(query: string, signal: AbortSignal): Promise<SearchAnswer> {
  const response = await fetch(`/api/properties/?${query}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`Search failed with status ${response.status}`);
  return (await response.json()) as SearchAnswer;
}

/**
 * Map view: the map beside the results inside its visible area; on a phone, a full-height map with
 * the results as a row of cards over it (map-card-carousel.tsx). Moving the map puts the box in
 * the URL (replacing the entry, so Back leaves the map rather than replaying each move) and the
 * list follows it through TanStack Query; the server render already answered the first box.
 */
export function SearchMapView({
  loaded,
  loadedQuery,
  cities,
  countries,
}: {
  loaded: SearchAnswer;
  loadedQuery: string;
  cities: CityOption[];
  countries: CountryOption[];
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const filters: SearchFilters = useMemo(
    () => parseSearchFilters(new URLSearchParams(location.search)),
    [location.search],
  );
  const query = searchFiltersToParams(filters).toString();
  const results = useQuery({
    queryKey: ['search', query],
    queryFn: ({ signal }) => fetchSearch(query, signal),
    initialData: query === loadedQuery ? loaded : undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const answer = results.data ?? loaded;

  // The pins follow the filters, not the page, sort or box.
  const filtersQuery = searchFiltersToParams({ ...filters, bbox: undefined, page: 1, sort: 'newest' }).toString();
  const placeKey = filters.city?.toLowerCase();
  const city = placeKey ? cities.find((c) => c.city.toLowerCase() === placeKey) : undefined;
  const country = filters.country ? countries.find((c) => c.code === filters.country) : undefined;
  const place = city ?? country;

  // A navigation still on its way (a chip removed, a filter chosen) is where the map's box goes
  // too: the box written over the address the page had would undo it.
  const latestSearch = useLatestSearch();

  const onBoundsChange = useCallback(
    (bbox: Bbox) => {
      const current = parseSearchFilters(new URLSearchParams(latestSearch()));
      void navigate(searchHref({ ...current, bbox, page: 1 }, 'map'), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [navigate, latestSearch],
  );

  // A drawn area is a filter of its own: a new one starts the list again from its first page.
  const onPolygonChange = useCallback(
    (polygon: [number, number][] | undefined) => {
      const current = parseSearchFilters(new URLSearchParams(latestSearch()));
      void navigate(searchHref({ ...current, polygon, page: 1 }, 'map'), { preventScrollReset: true });
    },
    [navigate, latestSearch],
  );

  // Pointing at a card lifts its pin on the map; on a phone, so does the card in view.
  const [activeId, setActiveId] = useState<number | null>(null);
  const onPoint = (event: MouseEvent | FocusEvent) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-listing-id]');
    setActiveId(card ? Number(card.dataset.listingId) : null);
  };

  // On a phone a tapped marker scrolls the cards to its own (when it is among them) instead of
  // opening a popup.
  const phone = useMediaQuery(PHONE_MAP_QUERY);
  const cards = useMemo(() => [...answer.featured, ...answer.results].map((card) => card.id), [answer]);
  const cardIds = useMemo(() => (phone ? new Set(cards) : undefined), [phone, cards]);
  const [request, setRequest] = useState<CardRequest | null>(null);
  const onPinSelect = useCallback((id: number) => {
    setActiveId(id);
    setRequest((last) => ({ id, seq: (last?.seq ?? 0) + 1 }));
  }, []);

  return (
    <div className="map-view">
      <div className="map-view__map">
        <ResultsMap
          className="map-view__box"
          filtersQuery={filtersQuery}
          bbox={filters.bbox}
          place={place ? { lat: place.lat, lng: place.lng, zoom: place.zoom } : undefined}
          onBoundsChange={onBoundsChange}
          activeId={activeId}
          polygon={filters.polygon}
          onPolygonChange={onPolygonChange}
          carouselIds={cardIds}
          onPinSelect={onPinSelect}
        />
      </div>
      <section
        className="map-view__list"
        aria-label={t('search.results_heading')}
        aria-busy={results.isFetching}
        onMouseOver={onPoint}
        onFocus={onPoint}
        onMouseLeave={() => setActiveId(null)}
      >
        <ResultsToolbar filters={filters} answer={answer} view="map" />
        <MapCardCarousel resultsKey={cards.join(',')} request={request} onCardInView={setActiveId}>
          <SearchResults answer={answer} filters={filters} view="map" compact />
        </MapCardCarousel>
      </section>
    </div>
  );
}
