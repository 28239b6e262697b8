import { useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PURPOSES, type AreaType, type PropertyType, type SearchFilters, type SearchPrices } from '@estate/shared';
import { AtLeastSelect, PropertyTypeSelect } from './form-fields';
import type { FilterField } from './filter-draft';
import { FilterChips } from './filter-chips';
import { CityField, CountryField } from './location-fields';
import { MoreFilters } from './more-filters';
import { PriceFields } from './price-fields';
import { useFilterDraft } from './use-filter-draft';
import { useFold } from './use-fold';
import type { CityOption, CountryOption, SearchView } from '../../lib/search/search-types';
import './search.css';
import './filter-chips.css';

export const SEARCH_FORM_ID = 'search-form';

/** How many filters (besides keyword and sort) are set: "Filters (3)". */
function activeCount(filters: SearchFilters): number {
  const keys = [
    'purpose',
    'area_type',
    'property_type',
    'country',
    'city',
    'area',
    'min_price',
    'max_price',
    'bedrooms',
    'bathrooms',
    'floors',
    'min_area',
    'max_area',
    'added',
    'furnished',
    'amenities',
    'verified',
    'verified_listing',
    'video',
    'lang',
  ] as const;
  return keys.filter((k) => filters[k] !== undefined).length;
}

/**
 * The filter panel of `/properties`: a real GET form (works before hydration); once hydrated,
 * a changed select applies at once and typed fields apply after a pause in typing, on Enter or on
 * "Show results" (use-filter-draft.ts: what is typed while a search loads is never overwritten).
 * Any change starts again at page 1. The main filters show; the others fold behind "More filters"
 * (more-filters.tsx), and on phones and beside the map the whole panel folds behind "Filters"
 * (review M9). The applied filters follow the form as removable chips (filter-chips.tsx).
 */
export function FilterForm({
  filters,
  query,
  view,
  cities,
  countries,
  prices,
}: {
  filters: SearchFilters;
  /** The URL query the page shows; the form takes its values after each navigation, but not over typing. */
  query: string;
  view: SearchView;
  cities: CityOption[];
  countries: CountryOption[];
  /** The currency the shown search compared prices in (issue 39, U3). */
  prices?: SearchPrices;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFilterDraft({ filters, query, cities, formRef });
  const { values, type, choose, apply } = draft;
  const panel = useFold();

  const onText = (name: FilterField) => (e: ChangeEvent<HTMLInputElement>) => type(name)(e.target.value);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  const count = activeCount(filters);

  return (
    <form
      id={SEARCH_FORM_ID}
      ref={formRef}
      className="filter-form"
      method="get"
      action="/properties"
      role="search"
      aria-label={t('search.form_label')}
      onSubmit={onSubmit}
    >
      {view === 'map' && <input type="hidden" name="view" value="map" />}
      <div className="filter-form__bar">
        <div className="field filter-form__keyword">
          <label htmlFor={id('q')}>{t('search.keyword')}</label>
          <input
            id={id('q')}
            name="q"
            type="search"
            className="input"
            placeholder={t('search.keyword_placeholder')}
            value={values.q}
            onChange={onText('q')}
            enterKeyHint="search"
            maxLength={200}
          />
        </div>
        <CityField id={id} draft={draft} cities={cities} />
        <button type="submit" className="button filter-form__submit">
          <SearchIcon />
          <span className="filter-form__submit-text">{t('search.submit')}</span>
        </button>
        <button {...panel.toggleProps} className="button button--ghost filter-form__toggle">
          <FilterIcon />
          {t('search.filters')}
          {count > 0 && <span className="filter-form__count">{count}</span>}
        </button>
      </div>
      <div {...panel.regionProps} className="filter-form__panel">
        <div className="field">
          <label htmlFor={id('purpose')}>{t('listing.purpose_label')}</label>
          <select
            id={id('purpose')}
            name="purpose"
            className="input"
            value={values.purpose}
            onChange={(e) => choose('purpose')(e.target.value)}
          >
            <option value="">{t('search.purpose_any')}</option>
            {PURPOSES.map((p) => (
              <option key={p} value={p}>
                {t(`listing.purpose.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('property_type')}>{t('listing.property_type_label')}</label>
          <PropertyTypeSelect
            id={id('property_type')}
            areaType={values.area_type as AreaType | ''}
            value={values.property_type as PropertyType | ''}
            onChange={choose('property_type')}
          />
        </div>
        <CountryField id={id} draft={draft} countries={countries} />
        <PriceFields
          id={id}
          values={values}
          cities={cities}
          prices={prices}
          onText={onText}
          onCurrency={(currency, now) => (now ? choose('currency')(currency) : draft.set('currency', currency))}
        />
        <div className="field">
          <label htmlFor={id('bedrooms')}>{t('listing.bedrooms')}</label>
          <AtLeastSelect id={id('bedrooms')} name="bedrooms" value={values.bedrooms} onChange={choose('bedrooms')} />
        </div>
        <MoreFilters id={id} draft={draft} filters={filters} />
        <div className="filter-form__actions">
          {/* Phones only: the panel unfolds below the bar, and its own button closes the choice. */}
          <button type="submit" className="button filter-form__apply">
            {t('search.apply')}
          </button>
        </div>
      </div>
      <FilterChips view={view} cities={cities} countries={countries} draft={draft} focusAfterLast={id('q')} />
    </form>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
