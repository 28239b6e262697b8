import { useTranslation } from '../../lib/i18n/use-translation';
import type { FilterDraft } from './use-filter-draft';
import type { CityOption, CountryOption } from '../../lib/search/search-types';

/**
 * The city of the form's bar: typed or picked from the gazetteer's cities (of the chosen country,
 * when there is one). A city the gazetteer knows sets its country (use-filter-draft.ts).
 */
export function CityField({
  id,
  draft,
  cities,
}: {
  id: (name: string) => string;
  draft: Pick<FilterDraft, 'values' | 'type'>;
  cities: CityOption[];
}) {
  const { t } = useTranslation();
  const { values, type } = draft;
  const countryCities = values.country ? cities.filter((c) => c.country === values.country) : cities;
  return (
    <div className="field filter-form__city">
      <label htmlFor={id('city')}>{t('listing.city')}</label>
      <input
        id={id('city')}
        name="city"
        className="input"
        list={id('cities')}
        placeholder={t('search.city_placeholder')}
        value={values.city}
        onChange={(e) => type('city')(e.target.value)}
        autoComplete="off"
        maxLength={100}
      />
      <datalist id={id('cities')}>
        {countryCities.map((c) => (
          <option key={`${c.country}-${c.city}`} value={c.name} />
        ))}
      </datalist>
    </div>
  );
}

/** The country select: it shows the chosen city's country; another country leaves that city out. */
export function CountryField({
  id,
  draft,
  countries,
}: {
  id: (name: string) => string;
  draft: Pick<FilterDraft, 'values' | 'choose'>;
  countries: CountryOption[];
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id('country')}>{t('listing.country')}</label>
      <select
        id={id('country')}
        name="country"
        className="input"
        value={draft.values.country}
        onChange={(e) => draft.choose('country')(e.target.value)}
      >
        <option value="">{t('search.country_any')}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
