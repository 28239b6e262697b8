import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../../ui/link';
import {
  DASHBOARD_ANALYTICS_PERIODS,
  type DashboardAnalyticsPeriod,
  type DashboardLegacyListing,
  type DashboardMeter,
  type DashboardOverview,
  type Profile,
} from '@estate/shared';
import { ActivityNotifications } from '../notifications/activity-notifications';
import { FollowingFeed } from '../follows/following-feed';
import { LineChart } from '../charts/line-chart';
import { useFormat } from '../i18n/use-format';
import { ListingPrice } from '../listings-ui/listing-card';
import { actionErrorKey } from './action-errors';
import {
  dashboardKeys,
  listingAction,
  useAnalytics,
  useOverview,
  type InitialData,
  type ListingAction,
} from './dashboard-api';
import { LoadError, PriceDialog, Skeleton } from './dashboard-ui';

const CHANNELS = ['phone', 'whatsapp', 'sms', 'email'] as const;

/** Dashboard tab "dashboard": listing counts, quota and credits, analytics, inquiries and legacy listings. */
export function OverviewTab({ initial }: { user: Profile; initial?: InitialData }) {
  const { t } = useTranslation();
  const overview = useOverview(initial);

  return (
    <div className="db-overview">
      <div className="db-overview__main">
        {overview.isPending ? (
          <>
            <Skeleton rows={2} className="db-skeleton--cards" />
            <Skeleton rows={4} />
          </>
        ) : overview.isError ? (
          <LoadError
            title={t('dashboard.errors.title')}
            onRetry={() => void overview.refetch()}
            retrying={overview.isFetching}
          />
        ) : (
          <OverviewBody data={overview.data} />
        )}
      </div>
      <aside className="db-overview__side" aria-label={t('dashboard.overview.side')}>
        <ActivityNotifications />
        <FollowingFeed />
      </aside>
    </div>
  );
}

function OverviewBody({ data }: { data: DashboardOverview }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [advanced, setAdvanced] = useState(false);
  const analyticsId = useId();
  const { counts } = data;
  const cards: { key: keyof typeof counts; value: number; to?: string }[] = [
    { key: 'active', value: counts.active, to: '/dashboard?tab=listings&status=active' },
    { key: 'sale', value: counts.sale, to: '/dashboard?tab=listings&status=for_sale' },
    { key: 'rent', value: counts.rent, to: '/dashboard?tab=listings&status=for_rent' },
    { key: 'sold', value: counts.sold, to: '/dashboard?tab=listings&status=sold' },
    { key: 'rented', value: counts.rented, to: '/dashboard?tab=listings&status=rented' },
    { key: 'available', value: counts.available },
    { key: 'total', value: counts.total, to: '/dashboard?tab=listings' },
  ];

  return (
    <>
      <section className="db-section" aria-labelledby="db-counts">
        <div className="db-section__head">
          <h3 id="db-counts">{t('dashboard.overview.listings_title')}</h3>
          <Link className="button button--ghost" to="/add-listing">
            {t('dashboard.listings.add')}
          </Link>
        </div>
        <ul className="db-stats" data-testid="dashboard-counts">
          {cards.map((card) => (
            <li key={card.key} className="db-stat">
              <span className="db-stat__value">{number(card.value)}</span>
              <span className="db-stat__label">
                {card.to ? (
                  <Link to={card.to}>{t(`dashboard.overview.counts.${card.key}`)}</Link>
                ) : (
                  t(`dashboard.overview.counts.${card.key}`)
                )}
              </span>
              <span className="db-stat__hint">{t(`dashboard.overview.hints.${card.key}`)}</span>
            </li>
          ))}
        </ul>
        {(counts.in_review > 0 || counts.rejected > 0) && (
          <p className="db-note">
            {counts.in_review > 0 && (
              <Link to="/dashboard?tab=listings&status=in_review">
                {t('dashboard.overview.in_review', { count: counts.in_review, formatted: number(counts.in_review) })}
              </Link>
            )}
            {counts.in_review > 0 && counts.rejected > 0 && ' · '}
            {counts.rejected > 0 && (
              <Link to="/dashboard?tab=listings&status=rejected">
                {t('dashboard.overview.rejected', { count: counts.rejected, formatted: number(counts.rejected) })}
              </Link>
            )}
          </p>
        )}
      </section>

      <div className="db-meters">
        <MeterCard
          id="db-quota"
          title={t('dashboard.overview.quota_title')}
          lead={t('dashboard.overview.quota_lead')}
          meter={data.quota}
          over={data.quota.used > data.quota.total ? t('dashboard.overview.quota_over') : undefined}
        />
        <MeterCard
          id="db-credits"
          title={t('dashboard.overview.credits_title')}
          lead={t('dashboard.overview.credits_lead')}
          meter={data.credits}
          action={<Link to="/dashboard?tab=awards">{t('dashboard.overview.credits_use')}</Link>}
        />
      </div>

      <section className="db-section" aria-labelledby="db-analytics">
        <div className="db-section__head">
          <div>
            <h3 id="db-analytics">{t('dashboard.overview.analytics_title')}</h3>
            <p className="muted db-section__lead">{t('dashboard.overview.analytics_lead')}</p>
          </div>
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={advanced}
            aria-controls={analyticsId}
            data-testid="advanced-toggle"
            onClick={() => setAdvanced((open) => !open)}
          >
            {advanced ? t('dashboard.overview.advanced_hide') : t('dashboard.overview.advanced_show')}
          </button>
        </div>
        <ul className="db-stats db-stats--three" data-testid="dashboard-analytics">
          {(['views', 'clicks', 'shares'] as const).map((key) => (
            <li key={key} className="db-stat">
              <span className="db-stat__value">{number(data.analytics[key])}</span>
              <span className="db-stat__label">{t(`dashboard.metrics.${key}`)}</span>
            </li>
          ))}
        </ul>
        <div id={analyticsId} hidden={!advanced}>
          {advanced && <AnalyticsPanel />}
        </div>
      </section>

      <section className="db-section" aria-labelledby="db-inquiries">
        <div className="db-section__head">
          <div>
            <h3 id="db-inquiries">{t('dashboard.overview.inquiries_title')}</h3>
            <p className="muted db-section__lead">
              {t('dashboard.overview.inquiries_total', {
                count: data.inquiries.total,
                formatted: number(data.inquiries.total),
              })}
            </p>
          </div>
        </div>
        <ul className="db-channels" data-testid="dashboard-inquiries">
          {CHANNELS.map((channel) => {
            const value = data.inquiries[channel];
            const share = data.inquiries.total ? (value / data.inquiries.total) * 100 : 0;
            return (
              <li key={channel} className={`db-channel db-channel--${channel}`}>
                <span className="db-channel__label">{t(`dashboard.channels.${channel}`)}</span>
                <span className="db-channel__value">{number(value)}</span>
                <span className="db-channel__bar" aria-hidden="true">
                  <span style={{ inlineSize: `${share}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <LegacySection legacy={data.legacy} />
    </>
  );
}

function MeterCard({
  id,
  title,
  lead,
  meter,
  over,
  action,
}: {
  id: string;
  title: string;
  lead: string;
  meter: DashboardMeter;
  over?: string;
  action?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const max = Math.max(meter.total, meter.used, 1);
  return (
    <section className="db-meter" aria-labelledby={id} data-testid={id}>
      <h3 id={id}>{title}</h3>
      <p className="muted db-section__lead">{lead}</p>
      <meter
        className="db-meter__bar"
        min={0}
        max={max}
        value={Math.min(meter.used, max)}
        high={max * 0.85}
        optimum={0}
        aria-label={t('dashboard.overview.meter_label', {
          title,
          used: number(meter.used),
          total: number(meter.total),
        })}
      />
      <dl className="db-meter__numbers">
        <div>
          <dt>{t('dashboard.overview.available')}</dt>
          <dd>{number(meter.available)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.overview.used')}</dt>
          <dd>{number(meter.used)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.overview.total')}</dt>
          <dd>{number(meter.total)}</dd>
        </div>
      </dl>
      {over && (
        <p className="notice db-meter__note" role="note">
          {over}
        </p>
      )}
      {action && <p className="db-meter__action">{action}</p>}
    </section>
  );
}

/** The advanced view: views, clicks and shares per day over a period, for all listings or one. */
function AnalyticsPanel() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const [days, setDays] = useState<DashboardAnalyticsPeriod>(30);
  const [listing, setListing] = useState<number | null>(null);
  const analytics = useAnalytics(days, listing);
  const data = analytics.data;

  return (
    <div className="db-analytics" data-testid="dashboard-advanced">
      <div className="db-analytics__controls">
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
        <div className="db-analytics__listing">
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
        <Skeleton rows={5} className="db-skeleton--chart" />
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

function LegacySection({ legacy }: { legacy: DashboardOverview['legacy'] }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <section className="db-section" aria-labelledby="db-legacy" data-testid="dashboard-legacy">
      <div className="db-section__head">
        <div>
          <h3 id="db-legacy">{t('dashboard.overview.legacy_title')}</h3>
          <p className="muted db-section__lead">
            {t('dashboard.overview.legacy_lead', { days: number(legacy.age_days) })}
          </p>
        </div>
      </div>
      {legacy.count === 0 ? (
        <p className="db-note">{t('dashboard.overview.legacy_none', { days: number(legacy.age_days) })}</p>
      ) : (
        <>
          <p className="db-note">
            {t('dashboard.overview.legacy_count', { count: legacy.count, formatted: number(legacy.count) })}
          </p>
          <ul className="db-legacy">
            {legacy.results.map((row) => (
              <LegacyRow key={row.id} row={row} />
            ))}
          </ul>
          {legacy.count > legacy.results.length && (
            <p>
              <Link to="/dashboard?tab=listings">{t('dashboard.overview.legacy_all')}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function LegacyRow({ row }: { row: DashboardLegacyListing }) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const action = useMutation({
    mutationFn: (change: ListingAction) => listingAction(row.id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.all }),
    onError: (failure) => setError(actionErrorKey(failure)),
  });
  const closed = row.purpose === 'rent' ? 'rented' : 'sold';
  return (
    <li className="db-legacy__row">
      <div>
        <Link to={`/properties/${row.slug}`} className="db-legacy__title" dir="auto">
          {row.title}
        </Link>
        <p className="muted db-legacy__meta">
          <ListingPrice listing={row} />
          {' · '}
          {t('dashboard.overview.days_listed', { count: row.days_listed, formatted: number(row.days_listed) })}
          {' · '}
          {t('dashboard.overview.price_since', { date: date(row.price_changed_at) })}
        </p>
        {error && (
          <p className="field__error" role="alert">
            {t(error)}
          </p>
        )}
      </div>
      <div className="db-legacy__actions">
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
          {t('dashboard.listings.actions.edit_price')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={action.isPending}
          onClick={() => {
            setError(undefined);
            action.mutate({ kind: 'status', status: closed });
          }}
        >
          {t(`dashboard.overview.mark_${closed}`)}
        </button>
      </div>
      {editing && (
        <PriceDialog
          listing={row}
          onSave={async (price) => {
            await listingAction(row.id, { kind: 'price', price });
            await client.invalidateQueries({ queryKey: dashboardKeys.all });
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </li>
  );
}
