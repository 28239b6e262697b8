import { useId, useState } from 'react';
import { yearlySchedule, type ScheduleRow } from '@estate/shared/finance';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ScheduleChart } from './schedule-chart';
import styles from './finance.module.css';

interface Props {
  rows: ScheduleRow[];
  islamic: boolean;
  money: (minor: number) => string;
}

/** The schedule by year (a chart and a table), or month by month on demand. */
export function ScheduleView({ rows, islamic, money }: Props) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const [monthly, setMonthly] = useState(false);
  const years = yearlySchedule(rows);
  const shown = monthly ? rows : years;
  const profitLabel = t(islamic ? 'finance.schedule.profit' : 'finance.schedule.interest');
  const principalLabel = t(islamic ? 'finance.schedule.share_bought' : 'finance.schedule.principal');

  return (
    <section className={styles.schedule} aria-labelledby={`${id}-heading`}>
      <div className={styles.scheduleHead}>
        <h3 id={`${id}-heading`}>{t('finance.schedule.heading')}</h3>
        <div role="group" aria-label={t('finance.schedule.heading')} className={styles.toggle}>
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={!monthly}
            onClick={() => setMonthly(false)}
          >
            {t('finance.schedule.yearly')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={monthly}
            onClick={() => setMonthly(true)}
          >
            {t('finance.schedule.monthly')}
          </button>
        </div>
      </div>
      <ScheduleChart years={years} principalLabel={principalLabel} profitLabel={profitLabel} money={money} />
      <div className={styles.tableScroll} tabIndex={0} aria-labelledby={`${id}-heading`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t(monthly ? 'finance.schedule.month' : 'finance.schedule.year')}</th>
              <th scope="col">{t('finance.schedule.payment')}</th>
              <th scope="col">{principalLabel}</th>
              <th scope="col">{profitLabel}</th>
              <th scope="col">{t('finance.schedule.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.month}>
                <th scope="row">{number(row.month)}</th>
                <td>{money(row.payment)}</td>
                <td>{money(row.principal)}</td>
                <td>{money(row.profit)}</td>
                <td>{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
