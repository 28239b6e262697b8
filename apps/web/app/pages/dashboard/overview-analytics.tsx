/** The dashboard's advanced view: views, clicks and shares per day over a period, for all listings or one. */
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DASHBOARD_ANALYTICS_PERIODS, type DashboardAnalyticsPeriod } from '@estate/shared';
import { LineChart } from '../../ui/charts/line-chart';
import { useFormat } from '../../lib/i18n/use-format';
import { useAnalytics } from './dashboard-api';
import { LoadError, Skeleton } from '../../ui/states';
import styles from './dashboard-analytics.module.css';

/** The advanced view: views, clicks and shares per day over a period, for all listings or one. */
export function AnalyticsPanel() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const [days, setDays] = useState<DashboardAnalyticsPeriod>(30);
  const [listing, setListing] = useState<number | null>(null);
  const analytics = useAnalytics(days, listing);
  const data = analytics.data;

  return (
    <div className={styles.dbAnalytics} data-testid="dashboard-advanced">
      <div className={styles.dbAnalyticsControls}>
        <fieldset className="db-segmented">
          <legend>{t('dashboard.analytics.period')}</legend>
          {DASHBOARD_ANALYTICS_PERIODS.map((option) => (
            <label key={option} className="db-segmented__option">
              <input
                type="radio"
                name={`${id}-days`}
                value={option}
                checked={days === option}
                onChange={() => setDays(option)}
              />
              <span>{t('dashboard.analytics.last_days', { count: option, formatted: number(option) })}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.dbAnalyticsListing}>
          <label htmlFor={`${id}-listing`}>{t('dashboard.analytics.listing')}</label>
          <select
            id={`${id}-listing`}
            className="input input--compact"
            value={listing ?? ''}
            onChange={(event) => setListing(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('dashboard.analytics.all_listings')}</option>
            {data?.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      {analytics.isError ? (
        <LoadError
          title={t('dashboard.errors.analytics')}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : !data ? (
        <Skeleton rows={5} className={styles.skeletonChart} />
      ) : (
        <div aria-busy={analytics.isFetching}>
          <p className="muted">
            {t('dashboard.analytics.totals', {
              views: t('dashboard.metric_count.views', {
                count: data.totals.views,
                formatted: number(data.totals.views),
              }),
              clicks: t('dashboard.metric_count.clicks', {
                count: data.totals.clicks,
                formatted: number(data.totals.clicks),
              }),
              shares: t('dashboard.metric_count.shares', {
                count: data.totals.shares,
                formatted: number(data.totals.shares),
              }),
            })}
          </p>
          <LineChart
            title={t('dashboard.analytics.chart_title', {
              scope: data.listing ? data.listing.title : t('dashboard.analytics.all_listings'),
              count: data.days,
              formatted: number(data.days),
            })}
            series={(['views', 'clicks', 'shares'] as const).map((key) => ({
              label: t(`dashboard.metrics.${key}`),
              points: data.series.map((day) => ({ x: day.date, y: day[key] })),
            }))}
            height={240}
          />
        </div>
      )}
    </div>
  );
}
