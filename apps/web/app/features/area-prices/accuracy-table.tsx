import { useId } from 'react';
import type { PriceCheckAccuracy } from '@estate/shared/areas';
import { numberFormat } from '../../lib/i18n/number-format';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './accuracy-table.module.css';

/**
 * Per city, how far the price check was from the final prices listers gave over 12 months: the
 * median error from `min_closed` closings, below that how many there are so far.
 */
export function AccuracyTable({ accuracy }: { accuracy: PriceCheckAccuracy | null }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const id = useId();
  const percent = numberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby={id} data-testid="price-check-accuracy">
      <h2 id={id}>{t('areas.accuracy.title')}</h2>
      {accuracy ? (
        <div className={styles.wrap}>
          <table className={styles.table}>
            <caption>{t('areas.accuracy.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('areas.accuracy.city')}</th>
                <th scope="col">{t('areas.accuracy.closed')}</th>
                <th scope="col">{t('areas.accuracy.error')}</th>
              </tr>
            </thead>
            <tbody>
              {accuracy.cities.map((city) => (
                <tr key={city.slug} data-testid={`accuracy-${city.slug}`}>
                  <th scope="row">{locale === 'ar' ? city.name_ar : city.name_en}</th>
                  <td>{number(city.closed)}</td>
                  {city.median_error === null ? (
                    <td className={styles.muted}>
                      {t('areas.accuracy.not_enough', { n: number(city.closed), min: number(accuracy.min_closed) })}
                    </td>
                  ) : (
                    <td>
                      <bdi>{percent.format(city.median_error / 100)}</bdi>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>{t('areas.accuracy.unavailable')}</p>
      )}
    </section>
  );
}
