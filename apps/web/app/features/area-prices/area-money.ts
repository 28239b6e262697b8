import { useMemo } from 'react';
import type { SizeClass } from '@estate/shared/areas';
import { formatPrice } from '../../lib/i18n/format-price';
import { numberFormat } from '../../lib/i18n/number-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isolate } from '../../ui/bidi';

/** What a figure measures: a whole asking price (rents per month) or an asking price per m². */
export type Measure = 'price' | 'price_per_sqm';

/**
 * The page's figures in its language, with the app's one price format (lakh and crore for rupees
 * in English): "AED 15,200 per m²", "PKR 1.2 lakh per month", "+4.2 %", "23 listings".
 */
export function useAreaFormat(currency: string) {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const money = (amount: number) => formatPrice(amount, currency, locale);
    const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const plainPercent = numberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const compact = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const number = numberFormat(locale);
    /** An amount with what it is per: per m² for those figures, per month for rents. */
    const amountOf = (text: string, measure: Measure, purpose: 'sale' | 'rent') => {
      if (measure === 'price_per_sqm') text = t('areas.summary.per_sqm', { amount: text });
      return purpose === 'rent' ? t('areas.summary.per_month', { amount: text }) : text;
    };
    return {
      money,
      /**
       * Axis labels, short (the chart's title names the currency): "15K", "1.2M"; rupees in
       * English in lakh and crore, as their prices read ("5 cr", "80 lakh").
       */
      tick: (amount: number) => {
        if (currency !== 'PKR' || locale !== 'en' || amount < 100_000) return compact.format(amount);
        return amount >= 10_000_000
          ? `${number.format(amount / 10_000_000)} cr`
          : `${number.format(amount / 100_000)} lakh`;
      },
      amount: (value: number, measure: Measure, purpose: 'sale' | 'rent') => amountOf(money(value), measure, purpose),
      range: (low: number, high: number, measure: Measure, purpose: 'sale' | 'rent') =>
        amountOf(`${isolate(money(low))}–${isolate(money(high))}`, measure, purpose),
      change: (value: number) => percent.format(value / 100),
      yield: (value: number) => plainPercent.format(value / 100),
      listings: (count: number) => t('areas.chart.listings', { count, n: number.format(count) }),
      sizeClass: (sizeClass: SizeClass | null) =>
        sizeClass ? t(`areas.size_class.${sizeClass}`) : t('areas.chart.all_sizes'),
    };
  }, [currency, locale, t]);
}
