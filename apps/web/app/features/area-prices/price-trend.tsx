import { sizeClassesOf, type AreaStatsAnswer, type StatsSeries } from '@estate/shared/areas';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LineChart, type LineSeries } from '../../ui/charts/line-chart';
import { useAreaFormat, type Measure } from './area-money';
import styles from './area-page.module.css';

/** A series with at least one month of enough listings: the others draw nothing and are left out. */
export const hasPrices = (series: StatsSeries) => series.points.some((point) => point.p50 !== null);

/** The page's series of one purpose that have data, in the market's size order ("all sizes" first). */
export function seriesOf(stats: AreaStatsAnswer, purpose: 'sale' | 'rent'): StatsSeries[] {
  const order: (string | null)[] = [null, ...sizeClassesOf(stats.country)];
  return stats.series
    .filter((series) => series.purpose === purpose && hasPrices(series))
    .sort((a, b) => order.indexOf(a.size_class) - order.indexOf(b.size_class));
}

/**
 * The 24 months of one purpose's median asking prices: one line per size class in Pakistan (whole
 * prices), one line of prices per m² elsewhere. A month under the sample floor has no median: the
 * line breaks there, never drops to zero. Each point names its month, its median and its listings.
 */
export function PriceTrend({
  stats,
  purpose,
  series,
}: {
  stats: AreaStatsAnswer;
  purpose: 'sale' | 'rent';
  series: StatsSeries[];
}) {
  const { t } = useTranslation();
  const format = useAreaFormat(stats.currency);
  const measures = [...new Set(series.map((s) => s.measure))];
  return (
    <>
      {measures.map((measure: Measure) => {
        const lines: LineSeries[] = series
          .filter((s) => s.measure === measure)
          .map((s) => {
            const byMonth = new Map(s.points.map((point) => [point.month, point]));
            return {
              label: format.sizeClass(s.size_class),
              points: stats.months.map((month) => {
                const point = byMonth.get(month);
                return { x: `${month}-01`, y: point?.p50 ?? null, note: format.listings(point?.listings ?? 0) };
              }),
            };
          });
        const gaps = lines.some((line) => line.points.some((point) => point.y === null));
        return (
          <div key={measure} className={styles.chart} data-testid={`area-chart-${purpose}`}>
            <LineChart
              series={lines}
              title={t(`areas.chart.title_${measure}_${purpose}`, { currency: stats.currency })}
              formatY={(value) => format.amount(value, measure, purpose)}
              formatTick={format.tick}
              monthly
              height={240}
            />
            {gaps && <p className={styles.note}>{t('areas.gaps_hint', { n: stats.min_listings })}</p>}
          </div>
        );
      })}
    </>
  );
}
