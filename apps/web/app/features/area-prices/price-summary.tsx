import { sizeClassesOf, type AreaStatsAnswer } from '@estate/shared/areas';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAreaFormat } from './area-money';
import styles from './area-page.module.css';

/**
 * The latest month of one purpose, per size class: its median, its middle half (25th to 75th
 * percentile), its change over 12 months and how many listings it rests on.
 */
export function PriceSummary({ stats, purpose }: { stats: AreaStatsAnswer; purpose: 'sale' | 'rent' }) {
  const { t } = useTranslation();
  const { monthYear, number } = useFormat();
  const format = useAreaFormat(stats.currency);
  const order: (string | null)[] = [null, ...sizeClassesOf(stats.country)];
  const rows = stats.summary
    .filter((row) => row.purpose === purpose && row.listings > 0)
    .sort((a, b) => order.indexOf(a.size_class) - order.indexOf(b.size_class));
  if (!rows.length) return null;
  const month = rows[0]!.month;
  // Each cell names its column too: a phone shows a row as a small card of labelled figures.
  const labels = {
    median: t('areas.summary.median'),
    middle: t('areas.summary.middle_half'),
    change: t('areas.summary.change'),
    listings: t('areas.summary.listings'),
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={`area-summary-${purpose}`}>
        <caption>{t('areas.summary.caption', { month: monthYear(`${month}-01T00:00:00Z`) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('areas.summary.size')}</th>
            <th scope="col">{labels.median}</th>
            <th scope="col">{labels.middle}</th>
            <th scope="col">{labels.change}</th>
            <th scope="col">{labels.listings}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.size_class}-${row.measure}`}>
              <th scope="row">{format.sizeClass(row.size_class)}</th>
              {row.p50 === null ? (
                <td colSpan={2} className={styles.muted} data-label={labels.median}>
                  {t('areas.summary.too_few')}
                </td>
              ) : (
                <>
                  <td data-label={labels.median}>
                    <bdi>{format.amount(row.p50, row.measure, purpose)}</bdi>
                  </td>
                  <td data-label={labels.middle}>
                    {row.p25 !== null && row.p75 !== null ? (
                      <bdi>{format.range(row.p25, row.p75, row.measure, purpose)}</bdi>
                    ) : (
                      '–'
                    )}
                  </td>
                </>
              )}
              <td data-label={labels.change}>
                {row.change_12m === null ? (
                  <span className={styles.muted} title={t('areas.summary.no_change')}>
                    –<span className="visually-hidden"> {t('areas.summary.no_change')}</span>
                  </span>
                ) : (
                  <bdi>{format.change(row.change_12m)}</bdi>
                )}
              </td>
              <td data-label={labels.listings}>{number(row.listings)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The gross rental yield, when both sides have enough listings; nothing otherwise. */
export function GrossYield({ stats }: { stats: AreaStatsAnswer }) {
  const { t } = useTranslation();
  const format = useAreaFormat(stats.currency);
  if (stats.gross_yield === null) return null;
  return (
    <p className={styles.yield} data-testid="area-yield">
      <strong>
        {t('areas.yield.label')}: <bdi>{format.yield(stats.gross_yield)}</bdi>
      </strong>
      <span className={styles.muted}>{t('areas.yield.hint')}</span>
    </p>
  );
}
