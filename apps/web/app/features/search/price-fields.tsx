import type { ChangeEvent } from 'react';
import { CURRENCIES, MARKET_CURRENCIES, type Currency, type SearchPrices } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormat } from '../../lib/i18n/use-format';
import type { FilterField, FilterValues } from './filter-draft';
import type { CityOption } from '../../lib/search/search-types';
import { formMarketCurrency, rememberPriceCurrency, useDefaultPriceCurrency } from './use-price-currency';
import './price-fields.css';

/** The picker's choices: the markets' currencies first, then the others listings may be priced in. */
const PICKER_CURRENCIES: readonly Currency[] = [
  ...MARKET_CURRENCIES,
  ...CURRENCIES.filter((c) => !(MARKET_CURRENCIES as readonly string[]).includes(c)),
];

/**
 * The price fields of the search form, labelled with their currency (issue 39, U3): the chosen
 * market's ("Max. price (AED)"); without one, the currency the visitor picks beside them, and a
 * note that prices in other currencies are converted, approximately, at the rates of a date.
 */
export function PriceFields({
  id,
  values,
  cities,
  prices,
  onText,
  onCurrency,
}: {
  id: (name: string) => string;
  values: FilterValues;
  cities: readonly CityOption[];
  /** What the search shown compared in (SearchAnswer.prices). */
  prices?: SearchPrices;
  onText: (name: FilterField) => (e: ChangeEvent<HTMLInputElement>) => void;
  /** A currency picked: `apply` when a price is typed (the search changes), else only remembered. */
  onCurrency: (currency: Currency, apply: boolean) => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const fallback = useDefaultPriceCurrency();
  const market = formMarketCurrency(values, cities);
  const currency = market ?? ((values.currency as Currency | '') || fallback);
  const ratesOf = prices?.converted ? prices.rates_as_of : null;
  const noteId = id('price_note');
  const priced = values.min_price !== '' || values.max_price !== '';

  const bound = (name: 'min_price' | 'max_price', label: string) => (
    <div className="field">
      <label htmlFor={id(name)}>{t('search.price_in', { label, currency })}</label>
      <input
        id={id(name)}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        className="input"
        placeholder={t('search.price_placeholder')}
        value={values[name]}
        onChange={onText(name)}
        aria-describedby={!market && ratesOf ? noteId : undefined}
      />
    </div>
  );

  return (
    <div className="price-fields" data-testid="price-fields" data-market={market ? 'yes' : 'no'}>
      <div className="price-fields__row">
        {bound('min_price', t('search.min_price'))}
        {bound('max_price', t('search.max_price'))}
        {!market && (
          <div className="field price-fields__currency">
            <label htmlFor={id('currency')}>{t('search.currency')}</label>
            <select
              id={id('currency')}
              name="currency"
              className="input"
              value={currency}
              title={t('search.currency_hint')}
              onChange={(e) => {
                const picked = e.target.value as Currency;
                rememberPriceCurrency(picked);
                onCurrency(picked, priced);
              }}
            >
              {PICKER_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {!market && ratesOf && (
        <p className="price-fields__note muted" id={noteId}>
          {t('search.prices_approximate', { date: date(ratesOf) })}
        </p>
      )}
    </div>
  );
}
