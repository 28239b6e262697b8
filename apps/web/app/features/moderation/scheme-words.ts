import { useMemo } from 'react';
import { intlTagOf } from '@estate/shared';
import type { SchemeEligibility, SchemeTier } from '@estate/shared/finance';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The limits of "who qualifies", in the order they are said. */
const LIMITS = [
  'house_max_m2',
  'flat_max_m2',
  'price_above',
  'price_max',
  'income_max_single',
  'income_max_married',
] as const;

/**
 * A public scheme's terms in words (issue 41): its rate bands, "5 % up to 2,000,000 · 8 % up to
 * 3,500,000" (amounts in the scheme's currency), and who qualifies, "first home only, houses up to
 * 126.5 m² and flats up to 126.4 m²".
 */
export function useSchemeWords() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  return useMemo(() => {
    const list = new Intl.ListFormat(intlTagOf(locale), { type: 'conjunction' });
    return {
      tiers: (tiers: readonly SchemeTier[]): string =>
        tiers
          .map((tier, i) => {
            const rate = number(tier.rate);
            if (tier.loan_max !== null)
              return t('finance.admin.schemes.tier_up_to', { rate, max: number(tier.loan_max) });
            const before = tiers[i - 1]?.loan_max;
            return before == null
              ? t('finance.admin.schemes.tier_any', { rate })
              : t('finance.admin.schemes.tier_above', { rate, min: number(before) });
          })
          .join(' · '),
      eligibility: (e: SchemeEligibility): string => {
        const parts = e.first_home_only ? [t('finance.admin.schemes.eligible.first_home_only')] : [];
        for (const limit of LIMITS) {
          const value = e[limit];
          if (value === undefined) continue;
          const amount = number(value);
          parts.push(t(`finance.admin.schemes.eligible.${limit}`, { m2: amount, amount }));
        }
        return parts.length > 0 ? list.format(parts) : t('finance.admin.schemes.eligible.anyone');
      },
    };
  }, [t, number, locale]);
}
