import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../../ui/link';
import {
  ADDED_WITHIN_DAYS,
  AREA_TYPES,
  AREA_UNITS,
  LISTING_LANGUAGES,
  PURPOSES,
  type AreaType,
  type PropertyType,
  type SearchFilters,
} from '@estate/shared';
import { AmenityChoices, AtLeastSelect, PropertyTypeSelect } from './form-fields';
import { AreaField } from './area-field';
import type { FilterField } from './filter-draft';
import { searchHref } from './search-params';
import { useFilterDraft } from './use-filter-draft';
import type { CityOption, CountryOption, SearchView } from './search-types';
import './search.css';

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
 * The full filter panel of `/properties`: a real GET form (works before hydration); once hydrated,
 * a changed select applies at once and typed fields apply after a pause in typing, on Enter or on
 * "Show results" (use-filter-draft.ts: what is typed while a search loads is never overwritten).
 * Any change starts again at page 1. On phones the panel folds behind a "Filters" button.
 */
export function FilterForm({
  filters,
  query,
  view,
  cities,
  countries,
}: {
  filters: SearchFilters;
  /** The URL query the page shows; the form takes its values after each navigation, but not over typing. */
  query: string;
  view: SearchView;
  cities: CityOption[];
  countries: CountryOption[];
}) {
  const { t } = useTranslation();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, type, choose, apply, discard } = useFilterDraft({ filters, query, cities, formRef });
  const [open, setOpen] = useState(false);

  const onText = (name: FilterField) => (e: ChangeEvent<HTMLInputElement>) => type(name)(e.target.value);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  const countryCities = values.country ? cities.filter((c) => c.country === values.country) : cities;
  const count = activeCount(filters);
  const panelId = id('panel');

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
        <div className="field filter-form__city">
          <label htmlFor={id('city')}>{t('listing.city')}</label>
          <input
            id={id('city')}
            name="city"
            className="input"
            list={id('cities')}
            placeholder={t('search.city_placeholder')}
            value={values.city}
            onChange={onText('city')}
            autoComplete="off"
            maxLength={100}
          />
          <datalist id={id('cities')}>
            {countryCities.map((c) => (
              <option key={`${c.country}-${c.city}`} value={c.name} />
            ))}
          </datalist>
        </div>
        <button type="submit" className="button filter-form__submit">
          <SearchIcon />
          <span className="filter-form__submit-text">{t('search.submit')}</span>
        </button>
        <button
          type="button"
          className="button button--ghost filter-form__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <FilterIcon />
          {t('search.filters')}
          {count > 0 && <span className="filter-form__count">{count}</span>}
        </button>
      </div>
      <div id={panelId} className="filter-form__panel" data-open={open}>
        <div className="field filter-form__area">
          <label htmlFor={id('area')}>{t('search.area')}</label>
          <AreaField
            id={id('area')}
            value={values.area}
            city={values.city}
            onChange={type('area')}
            onPick={choose('area')}
          />
        </div>
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
          <label htmlFor={id('area_type')}>{t('listing.area_type_label')}</label>
          <select
            id={id('area_type')}
            name="area_type"
            className="input"
            value={values.area_type}
            onChange={(e) => choose('area_type')(e.target.value)}
          >
            <option value="">{t('search.area_type_any')}</option>
            {AREA_TYPES.map((a) => (
              <option key={a} value={a}>
                {t(`listing.area_type.${a}`)}
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
        <div className="field">
          <label htmlFor={id('country')}>{t('listing.country')}</label>
          <select
            id={id('country')}
            name="country"
            className="input"
            value={values.country}
            onChange={(e) => {
              // A city of another country would find nothing.
              const city = cities.find((c) => c.name === values.city || c.city === values.city);
              if (city && e.target.value && city.country !== e.target.value) set('city', '');
              choose('country')(e.target.value);
            }}
          >
            <option value="">{t('search.country_any')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('min_price')}>{t('search.min_price')}</label>
          <input
            id={id('min_price')}
            name="min_price"
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            className="input"
            placeholder={t('search.price_placeholder')}
            value={values.min_price}
            onChange={onText('min_price')}
          />
        </div>
        <div className="field">
          <label htmlFor={id('max_price')}>{t('search.max_price')}</label>
          <input
            id={id('max_price')}
            name="max_price"
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            className="input"
            placeholder={t('search.price_placeholder')}
            value={values.max_price}
            onChange={onText('max_price')}
          />
        </div>
        <div className="field">
          <label htmlFor={id('bedrooms')}>{t('listing.bedrooms')}</label>
          <AtLeastSelect id={id('bedrooms')} name="bedrooms" value={values.bedrooms} onChange={choose('bedrooms')} />
        </div>
        <div className="field">
          <label htmlFor={id('bathrooms')}>{t('listing.bathrooms')}</label>
          <AtLeastSelect
            id={id('bathrooms')}
            name="bathrooms"
            value={values.bathrooms}
            onChange={choose('bathrooms')}
          />
        </div>
        <div className="field">
          <label htmlFor={id('floors')}>{t('listing.floors')}</label>
          <AtLeastSelect id={id('floors')} name="floors" value={values.floors} onChange={choose('floors')} max={5} />
        </div>
        <div className="field">
          <label htmlFor={id('min_area')}>{t('search.min_area')}</label>
          <input
            id={id('min_area')}
            name="min_area"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className="input"
            placeholder={t('search.size_placeholder')}
            value={values.min_area}
            onChange={onText('min_area')}
          />
        </div>
        <div className="field">
          <label htmlFor={id('max_area')}>{t('search.max_area')}</label>
          <input
            id={id('max_area')}
            name="max_area"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className="input"
            placeholder={t('search.size_placeholder')}
            value={values.max_area}
            onChange={onText('max_area')}
          />
        </div>
        <div className="field">
          <label htmlFor={id('size_unit')}>{t('search.size_unit')}</label>
          <select
            id={id('size_unit')}
            name="size_unit"
            className="input"
            value={values.size_unit}
            onChange={(e) => choose('size_unit')(e.target.value)}
          >
            {AREA_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`listing.area_unit.${unit}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('added')}>{t('search.added')}</label>
          <select
            id={id('added')}
            name="added"
            className="input"
            value={values.added}
            onChange={(e) => choose('added')(e.target.value)}
          >
            <option value="">{t('search.added_any')}</option>
            {ADDED_WITHIN_DAYS.map((days) => (
              <option key={days} value={days}>
                {t(`search.added_${days}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="field filter-form__check">
          <input
            type="checkbox"
            name="furnished"
            value="1"
            checked={values.furnished === '1'}
            onChange={(e) => choose('furnished')(e.target.checked ? '1' : '')}
          />
          {t('search.furnished')}
        </label>
        <label className="field filter-form__check">
          <input
            type="checkbox"
            name="verified"
            value="1"
            checked={values.verified === '1'}
            onChange={(e) => choose('verified')(e.target.checked ? '1' : '')}
          />
          {t('search.verified')}
        </label>
        <label className="field filter-form__check">
          <input
            type="checkbox"
            name="verified_listing"
            value="1"
            checked={values.verified_listing === '1'}
            onChange={(e) => choose('verified_listing')(e.target.checked ? '1' : '')}
            data-testid="filter-verified-listing"
          />
          {t('verification.search.filter')}
        </label>
        <label className="field filter-form__check">
          <input
            type="checkbox"
            name="video"
            value="1"
            checked={values.video === '1'}
            onChange={(e) => choose('video')(e.target.checked ? '1' : '')}
          />
          {t('search.video')}
        </label>
        <div className="field">
          <label htmlFor={id('lang')}>{t('search.language')}</label>
          <select
            id={id('lang')}
            name="lang"
            className="input"
            value={values.lang}
            onChange={(e) => choose('lang')(e.target.value)}
          >
            <option value="">{t('search.language_any')}</option>
            {LISTING_LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {t(`search.language_${lang}`)}
              </option>
            ))}
          </select>
        </div>
        <AmenityChoices chosen={values.amenities} onChange={choose('amenities')} />
        <div className="filter-form__actions">
          {/* Phones only: the panel unfolds below the bar, and its own button closes the choice. */}
          <button type="submit" className="button filter-form__apply">
            {t('search.apply')}
          </button>
          {count + (filters.q ? 1 : 0) > 0 && (
            <Link className="button button--ghost" to={searchHref({}, view)} onClick={discard} preventScrollReset>
              {t('search.clear_filters')}
            </Link>
          )}
        </div>
      </div>
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
