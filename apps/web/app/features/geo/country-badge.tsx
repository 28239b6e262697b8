import { useMemo, useState } from 'react';
import { SERVED_COUNTRIES, type Country } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePopup } from '../../ui/use-popup';
import { useChooseCountry, useCountries, useVisitorCountry } from '../../lib/geo/geo-queries';

/** The visitor's flag and country name beside the logo; opens a searchable country picker. */
export function CountryBadge() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: country } = useVisitorCountry(locale);
  const { open, toggle, close, ref } = usePopup();
  const [filter, setFilter] = useState('');
  const countries = useCountries(locale, open);
  const choose = useChooseCountry(locale);

  // The served markets first (in their own order), then every other country alphabetically.
  const [served, others] = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase(locale);
    const list = countries.data ?? [];
    const shown = needle
      ? list.filter((c) => c.name.toLocaleLowerCase(locale).includes(needle) || c.iso2.toLowerCase() === needle)
      : list;
    const rank = (c: Country) => (SERVED_COUNTRIES as readonly string[]).indexOf(c.iso2);
    return [shown.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b)), shown.filter((c) => rank(c) < 0)];
  }, [countries.data, filter, locale]);
  const item = (c: Country) => (
    <li key={c.iso2}>
      <button
        type="button"
        className="menu__item"
        aria-current={c.iso2 === country?.country_code ? 'true' : undefined}
        onClick={() => choose.mutate(c.iso2, { onSuccess: close })}
      >
        <span aria-hidden="true">{c.emoji}</span> {c.name}
      </button>
    </li>
  );

  if (!country) return null;
  return (
    <div className="country-badge" ref={ref}>
      <button
        type="button"
        className="country-badge__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('geo.change_country', { country: country.country_name })}
        onClick={toggle}
        data-testid="country-badge"
      >
        <span className="country-badge__flag" aria-hidden="true">
          {country.emoji}
        </span>
        <span className="country-badge__name">{country.country_name}</span>
      </button>
      {open && (
        <div className="menu country-picker" role="dialog" aria-label={t('geo.countries')}>
          <label className="visually-hidden" htmlFor="country-filter">
            {t('geo.search_country')}
          </label>
          <input
            id="country-filter"
            className="input"
            type="search"
            autoFocus
            placeholder={t('geo.search_country')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          {country.source === 'choice' && (
            <button type="button" className="menu__item" onClick={() => choose.mutate(null, { onSuccess: close })}>
              {t('geo.automatic')}
            </button>
          )}
          <ul aria-label={t('geo.countries')} className="country-picker__list">
            {countries.isPending && <li className="muted">{t('common.loading')}</li>}
            {countries.isError && <li className="muted">{t('geo.countries_failed')}</li>}
            {served.map(item)}
            {served.length > 0 && others.length > 0 && (
              <li aria-hidden="true">
                <hr />
              </li>
            )}
            {others.map(item)}
          </ul>
        </div>
      )}
    </div>
  );
}
