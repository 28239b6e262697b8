import type { SearchAnswer, SearchFilters } from '@estate/shared';
import { BannerSlot } from '../../features/credits/banner-slot';
import { FilterForm } from '../../features/search/filter-form';
import { ResultsToolbar } from './results-toolbar';
import { SearchMapView } from './search-map-view';
import { SearchResults } from '../../features/search/search-results';
import type { CityOption, CountryOption, SearchView } from '../../lib/search/search-types';
import '../../features/search/search.css';
import { AreaPricesLink } from './area-prices-link';

export interface SearchPageData {
  filters: SearchFilters;
  view: SearchView;
  query: string;
  answer: SearchAnswer;
  heading: string;
  /** The price page of the searched area, when the search names one (issue 41). */
  areaPrices?: { path: string; name: string } | null;
  cities: CityOption[];
  countries: CountryOption[];
}

/** `/properties`: heading, filter form, then the results as a list or beside a map. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { filters, view, query, answer, heading, areaPrices, cities, countries } = data;
  return (
    <div className={`search-page search-page--${view}`}>
      <div className="container search-page__head">
        <h1 className="search-page__title">{heading}</h1>
        {areaPrices && <AreaPricesLink {...areaPrices} />}
        <FilterForm
          filters={filters}
          query={query}
          view={view}
          cities={cities}
          countries={countries}
          prices={answer.prices}
        />
      </div>
      {view === 'map' ? (
        <SearchMapView loaded={answer} loadedQuery={query} cities={cities} countries={countries} />
      ) : (
        <div className="container search-page__results">
          <ResultsToolbar filters={filters} answer={answer} view="list" />
          <SearchResults answer={answer} filters={filters} view="list" />
        </div>
      )}
      {view !== 'map' && <BannerSlot className="search-page__banner" />}
    </div>
  );
}
