import type { ScheduleRow } from '@estate/shared/finance';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './finance.module.css';

interface Props {
  years: ScheduleRow[];
  principalLabel: string;
  profitLabel: string;
  money: (minor: number) => string;
}

const HEIGHT = 160;
const BAR_GAP = 2;

/**
 * Each year's payments as a bar: the loan repaid below, the interest or profit above. The table
 * beside it carries the same figures for screen readers, so the chart is one labelled image.
 */
export function ScheduleChart({ years, principalLabel, profitLabel, money }: Props) {
  const { t } = useTranslation();
  const highest = Math.max(1, ...years.map((year) => year.payment));
  const width = Math.max(240, years.length * 16);
  const barWidth = width / years.length - BAR_GAP;
  const scale = (value: number) => (value / highest) * (HEIGHT - 4);
  const first = years[0];

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${t('finance.schedule.chart_title')}. ${first ? `${principalLabel} ${money(first.principal)}, ${profitLabel} ${money(first.profit)}` : ''}`}
      >
        {years.map((year, index) => {
          const x = index * (barWidth + BAR_GAP);
          const principal = scale(year.principal);
          const profit = scale(year.profit);
          return (
            <g key={year.month}>
              <rect className={styles.barPrincipal} x={x} width={barWidth} y={HEIGHT - principal} height={principal} />
              <rect
                className={styles.barProfit}
                x={x}
                width={barWidth}
                y={HEIGHT - principal - profit}
                height={profit}
              />
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.legend}>
        <span>
          <i className={styles.swatchPrincipal} aria-hidden="true" /> {principalLabel}
        </span>
        <span>
          <i className={styles.swatchProfit} aria-hidden="true" /> {profitLabel}
        </span>
      </figcaption>
    </figure>
  );
}
