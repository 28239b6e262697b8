import { homeQualifies, type FinanceScheme, type SchemeHome } from '@estate/shared/finance';
import { areaIn, useAreaUnit } from '../../lib/listing/use-area-unit';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { RuleNote } from './rule-notes';
import styles from './finance.module.css';

interface Props {
  schemes: readonly FinanceScheme[];
  currency: string;
  /** The listing's home: only schemes it qualifies for are offered. None on the calculator page. */
  home?: SchemeHome;
  applied: number | null;
  onApply(id: number | null): void;
}

/** The scheme's own name in the page's language, where it has one. */
export function useSchemeName() {
  const locale = useLocale();
  return (scheme: Pick<FinanceScheme, 'name' | 'name_ar'>) => (locale === 'ar' && scheme.name_ar) || scheme.name;
}

/**
 * Public home-finance schemes the market offers today (issue 41, J6.4): on a listing, those its home
 * qualifies for ("You may qualify for Mera Ghar Mera Ashiana: 5 % up to PKR 2,000,000…"), each with
 * its terms, who may use it, its authority and source, and a button to calculate under it.
 */
export function SchemeOffers({ schemes, currency, home, applied, onApply }: Props) {
  const { t } = useTranslation();
  const offered = home ? schemes.filter((scheme) => homeQualifies(scheme, home)) : schemes;
  if (offered.length === 0) return null;
  return (
    <div className={styles.schemes} data-testid="finance-schemes">
      {offered.map((scheme) => (
        <SchemeCard
          key={scheme.id}
          scheme={scheme}
          currency={currency}
          forListing={!!home}
          applied={applied === scheme.id}
          onApply={() => onApply(applied === scheme.id ? null : scheme.id)}
        />
      ))}
      {applied !== null && !offered.some((scheme) => scheme.id === applied) && (
        <p className={styles.note}>{t('finance.schemes.not_offered')}</p>
      )}
    </div>
  );
}

function SchemeCard({
  scheme,
  currency,
  forListing,
  applied,
  onApply,
}: {
  scheme: FinanceScheme;
  currency: string;
  forListing: boolean;
  applied: boolean;
  onApply(): void;
}) {
  const { t } = useTranslation();
  const { price, number, date } = useFormat();
  const nameOf = useSchemeName();
  const [houseUnit] = useAreaUnit({ country: scheme.country, area_sqm: scheme.eligibility.house_max_m2 ?? 100 });
  // A flat is measured in floor area: in square feet where houses go by land (marla, kanal).
  const [marketUnit] = useAreaUnit({ country: scheme.country, area_sqm: scheme.eligibility.flat_max_m2 ?? 100 });
  const flatUnit = marketUnit === 'marla' || marketUnit === 'kanal' ? 'sqft' : marketUnit;
  const name = nameOf(scheme);
  const tiers = scheme.tiers
    .map((tier) =>
      tier.loan_max === null
        ? t('finance.schemes.tier_any', { rate: number(tier.rate) })
        : t('finance.schemes.tier', { rate: number(tier.rate), loan: price(tier.loan_max, currency) }),
    )
    .join(t('finance.schemes.separator'));
  const e = scheme.eligibility;
  const area = (m2: number, unit: typeof houseUnit) => `${number(areaIn(m2, unit))} ${t(`listing.area_unit.${unit}`)}`;
  const who = [
    e.first_home_only && t('finance.schemes.first_home_only'),
    e.house_max_m2 !== undefined && t('finance.schemes.house_max', { area: area(e.house_max_m2, houseUnit) }),
    e.flat_max_m2 !== undefined && t('finance.schemes.flat_max', { area: area(e.flat_max_m2, flatUnit) }),
    e.price_max !== undefined &&
      (e.price_above !== undefined
        ? t('finance.schemes.price_between', {
            from: price(e.price_above, currency),
            to: price(e.price_max, currency),
          })
        : t('finance.schemes.price_max', { price: price(e.price_max, currency) })),
    e.income_max_single !== undefined &&
      t(e.income_max_married !== undefined ? 'finance.schemes.income_max_both' : 'finance.schemes.income_max', {
        single: price(e.income_max_single, currency),
        married: price(e.income_max_married ?? 0, currency),
      }),
  ].filter((line): line is string => typeof line === 'string');

  return (
    <article className={styles.scheme} data-testid="finance-scheme">
      <h3>{forListing ? t('finance.schemes.may_qualify', { name }) : name}</h3>
      <p>
        {tiers}
        {scheme.rate_years !== null && ` ${t('finance.schemes.rate_years', { count: scheme.rate_years })}`}.{' '}
        {t('finance.schemes.terms', { down: number(scheme.down_payment_min), years: scheme.tenor_max_years })}
      </p>
      {who.length > 0 && (
        <ul className={styles.schemeWho}>
          {who.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <RuleNote rule={scheme} className={styles.ruleLine}>
        {scheme.valid_to ? t('finance.schemes.until', { date: date(scheme.valid_to) }) : ''}
      </RuleNote>
      <button type="button" className="button button--ghost" aria-pressed={applied} onClick={onApply}>
        {applied ? t('finance.schemes.remove') : t('finance.schemes.apply')}
      </button>
    </article>
  );
}
