import type { Locale } from '@estate/shared';
import { numberFormat } from '../../lib/i18n/number-format';

/** "AED 5,845.90": an amount in minor units, with its currency code and every minor digit. */
export function formatMinor(minor: number, currency: string, locale: Locale, minorDigits = 2): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: minorDigits,
    maximumFractionDigits: minorDigits,
  }).format(minor / 10 ** minorDigits);
}
