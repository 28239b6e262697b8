import type { PriceCheckAnswer } from '@estate/shared/areas';
import { Link } from '../../lib/link';
import { formatPriceCompact } from '../../lib/i18n/format-price';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isolate } from '../../ui/bidi';
import styles from './price-check.module.css';

export type PriceCheckData = NonNullable<PriceCheckAnswer['check']>;

/** Where a value sits on the bar, in percent of its width: the range and the price with room either side. */
function scaleOf(check: PriceCheckData) {
  const low = Math.min(check.p25, check.price);
  const high = Math.max(check.p75, check.price);
  const pad = (high - low) * 0.25 || high * 0.1 || 1;
  const from = Math.max(0, low - pad);
  const span = high + pad - from;
  return (value: number) => Math.min(100, Math.max(0, ((value - from) / span) * 100));
}

/**
 * "Is this price fair?" (issue 41): the middle half of what comparable listings ask, and where this
 * one's price sits against it. Shown only when the server found enough comparables; asking prices,
 * never sales, and it says so.
 */
export function PriceCheck({ check, purpose }: { check: PriceCheckData; purpose: 'sale' | 'rent' }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const money = (amount: number) => isolate(formatPriceCompact(amount, check.currency, locale));
  const perMonth = (text: string) => (purpose === 'rent' ? t('areas.summary.per_month', { amount: text }) : text);
  const range = perMonth(`${money(check.p25)}–${money(check.p75)}`);
  const price = perMonth(money(check.price));
  const area = locale === 'ar' ? check.area.name_ar : check.area.name_en;
  const at = scaleOf(check);
  return (
    <section
      className={`detail-section ${styles.check}`}
      aria-labelledby="detail-price-check"
      data-testid="price-check"
    >
      <h2 id="detail-price-check">{t('areas.price_check.title')}</h2>
      <p className={styles.verdict} data-position={check.position}>
        {t('areas.price_check.range', { count: check.comparables, n: number(check.comparables), range })}{' '}
        <strong>{t(`areas.price_check.${check.position}`, { price })}</strong>
      </p>
      <div className={styles.bar} aria-hidden="true">
        <span
          className={styles.band}
          style={{ insetInlineStart: `${at(check.p25)}%`, inlineSize: `${at(check.p75) - at(check.p25)}%` }}
        />
        <span className={styles.marker} style={{ insetInlineStart: `${at(check.price)}%` }} />
      </div>
      <p className={styles.basis}>
        {t('areas.price_check.basis')}{' '}
        <Link to={`/areas/${check.city_slug}/${check.area.slug}`}>
          {t('areas.trends_link', { area: isolate(area) })}
        </Link>
        {' · '}
        <Link to="/methodology/price-check">{t('areas.price_check.how_link')}</Link>
      </p>
    </section>
  );
}
