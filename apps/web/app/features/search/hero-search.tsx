import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from '../../lib/link';
import { PURPOSES, type PropertyType, type Purpose } from '@estate/shared';
import { SearchIcon } from './filter-form';
import { PropertyTypeSelect } from './form-fields';
import { hrefFromForm } from './search-params';
import type { CityOption } from '../../lib/search/search-types';
import { formMarketCurrency, useDefaultPriceCurrency } from './use-price-currency';
import './search.css';

/** Home page search: Buy / Rent tabs, keyword, city, type and budget; opens `/properties?…`. */
export function HeroSearch({ cities }: { cities: CityOption[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [purpose, setPurpose] = useState<Purpose>('sale');
  const [type, setType] = useState<PropertyType | ''>('');
  // The budget is in the typed city's market currency, else in the visitor's (issue 39, U3).
  const [city, setCity] = useState('');
  const market = formMarketCurrency({ country: '', city }, cities);
  const fallback = useDefaultPriceCurrency();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(hrefFromForm(event.currentTarget, cities));
  };

  return (
    <form
      className="hero-search"
      method="get"
      action="/properties"
      role="search"
      aria-label={t('search.form_label')}
      onSubmit={onSubmit}
    >
      <fieldset className="purpose-tabs">
        <legend>{t('search.looking_to')}</legend>
        {PURPOSES.map((p) => (
          <label key={p}>
            <input type="radio" name="purpose" value={p} checked={purpose === p} onChange={() => setPurpose(p)} />
            {p === 'sale' ? t('search.buy') : t('search.rent')}
          </label>
        ))}
      </fieldset>
      <div className="hero-search__box">
        <div className="field hero-search__keyword">
          <label htmlFor={id('q')}>{t('search.keyword')}</label>
          <input
            id={id('q')}
            name="q"
            type="search"
            className="input"
            placeholder={t('search.keyword_placeholder')}
            enterKeyHint="search"
            maxLength={200}
          />
        </div>
        <div className="field hero-search__city">
          <label htmlFor={id('city')}>{t('listing.city')}</label>
          <input
            id={id('city')}
            name="city"
            className="input"
            list={id('cities')}
            placeholder={t('search.city_placeholder')}
            autoComplete="off"
            maxLength={100}
            value={city}
            onChange={(e) => setCity(e.target.value)}
          />
          <datalist id={id('cities')}>
            {cities.map((c) => (
              <option key={`${c.country}-${c.city}`} value={c.name} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor={id('type')}>{t('listing.property_type_label')}</label>
          <PropertyTypeSelect id={id('type')} value={type} onChange={(v) => setType(v as PropertyType | '')} />
        </div>
        <div className="field">
          <label htmlFor={id('max')}>
            {t('search.price_in', { label: t('search.max_price'), currency: market ?? fallback })}
          </label>
          {!market && <input type="hidden" name="currency" value={fallback} />}
          <input
            id={id('max')}
            name="max_price"
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            className="input"
            placeholder={t('search.price_placeholder')}
          />
        </div>
        <button type="submit" className="button button--large">
          <SearchIcon />
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
