import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { type DashboardMeter, type DashboardOverview, type Profile } from '@estate/shared';
import { ActivityNotifications } from '../../features/notifications/activity-notifications';
import { FollowingFeed } from '../../features/follows/following-feed';
import { useFormat } from '../../lib/i18n/use-format';
import { useOverview, type InitialData } from './dashboard-api';
import { LoadError, Skeleton } from '../../ui/states';
import { AnalyticsPanel } from './overview-analytics';
import { LegacySection } from './overview-legacy';
import dashboardOverviewStyles from './dashboard-overview.module.css';
import dashboardAnalyticsStyles from './dashboard-analytics.module.css';

const CHANNELS = ['phone', 'whatsapp', 'sms', 'email'] as const;
/** Each channel's bar colour (CSS Modules: one class per channel; the phone keeps the default). */
const CHANNEL_CLASS: Partial<Record<(typeof CHANNELS)[number], string>> = {
  whatsapp: dashboardOverviewStyles.dbChannelWhatsapp,
  sms: dashboardOverviewStyles.dbChannelSms,
  email: dashboardOverviewStyles.dbChannelEmail,
};

/** Dashboard tab "dashboard": listing counts, quota and credits, analytics, inquiries and legacy listings. */
export function OverviewTab({ initial }: { user: Profile; initial?: InitialData }) {
  const { t } = useTranslation();
  const overview = useOverview(initial);

  return (
    <div className={dashboardOverviewStyles.dbOverview}>
      <div className={dashboardOverviewStyles.dbOverviewMain}>
        {overview.isPending ? (
          <>
            <Skeleton rows={2} className={dashboardAnalyticsStyles.skeletonCards} />
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
      <aside className={dashboardOverviewStyles.dbOverviewSide} aria-label={t('dashboard.overview.side')}>
        <ActivityNotifications />
        <FollowingFeed />
      </aside>
    </div>
  );
}

/** The counts shown as cards, each with a label and a hint in the catalog. */
type CountCard = 'active' | 'sale' | 'rent' | 'sold' | 'rented' | 'available' | 'total';

function OverviewBody({ data }: { data: DashboardOverview }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [advanced, setAdvanced] = useState(false);
  const analyticsId = useId();
  const { counts } = data;
  const cards: { key: CountCard; value: number; to?: string }[] = [
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
        <div className={dashboardOverviewStyles.dbSectionHead}>
          <h3 id="db-counts">{t('dashboard.overview.listings_title')}</h3>
          <Link className="button button--ghost" to="/add-listing">
            {t('dashboard.listings.add')}
          </Link>
        </div>
        <ul className={dashboardOverviewStyles.dbStats} data-testid="dashboard-counts">
          {cards.map((card) => (
            <li key={card.key} className="db-stat">
              <span className="db-stat__value">{number(card.value)}</span>
              <span className={dashboardOverviewStyles.dbStatLabel}>
                {card.to ? (
                  <Link to={card.to}>{t(`dashboard.overview.counts.${card.key}`)}</Link>
                ) : (
                  t(`dashboard.overview.counts.${card.key}`)
                )}
              </span>
              <span className={dashboardOverviewStyles.dbStatHint}>{t(`dashboard.overview.hints.${card.key}`)}</span>
            </li>
          ))}
        </ul>
        {(counts.in_review > 0 || counts.rejected > 0) && (
          <p className={dashboardOverviewStyles.dbNote}>
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

      <div className={dashboardOverviewStyles.dbMeters}>
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
        <div className={dashboardOverviewStyles.dbSectionHead}>
          <div>
            <h3 id="db-analytics">{t('dashboard.overview.analytics_title')}</h3>
            <p className={`muted ${dashboardOverviewStyles.dbSectionLead}`}>{t('dashboard.overview.analytics_lead')}</p>
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
        <ul className={`${dashboardOverviewStyles.dbStats} db-stats--three`} data-testid="dashboard-analytics">
          {(['views', 'clicks', 'shares'] as const).map((key) => (
            <li key={key} className="db-stat">
              <span className="db-stat__value">{number(data.analytics[key])}</span>
              <span className={dashboardOverviewStyles.dbStatLabel}>{t(`dashboard.metrics.${key}`)}</span>
            </li>
          ))}
        </ul>
        <div id={analyticsId} hidden={!advanced}>
          {advanced && <AnalyticsPanel />}
        </div>
      </section>

      <section className="db-section" aria-labelledby="db-inquiries">
        <div className={dashboardOverviewStyles.dbSectionHead}>
          <div>
            <h3 id="db-inquiries">{t('dashboard.overview.inquiries_title')}</h3>
            <p className={`muted ${dashboardOverviewStyles.dbSectionLead}`}>
              {t('dashboard.overview.inquiries_total', {
                count: data.inquiries.total,
                formatted: number(data.inquiries.total),
              })}
            </p>
          </div>
        </div>
        <ul className={dashboardOverviewStyles.dbChannels} data-testid="dashboard-inquiries">
          {CHANNELS.map((channel) => {
            const value = data.inquiries[channel];
            const share = data.inquiries.total ? (value / data.inquiries.total) * 100 : 0;
            return (
              <li key={channel} className={`db-channel ${CHANNEL_CLASS[channel] ?? ''}`}>
                <span className="db-channel__label">{t(`dashboard.channels.${channel}`)}</span>
                <span className={dashboardOverviewStyles.dbChannelValue}>{number(value)}</span>
                <span className={dashboardOverviewStyles.dbChannelBar} aria-hidden="true">
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
    <section className={dashboardOverviewStyles.dbMeter} aria-labelledby={id} data-testid={id}>
      <h3 id={id}>{title}</h3>
      <p className={`muted ${dashboardOverviewStyles.dbSectionLead}`}>{lead}</p>
      <meter
        className={dashboardOverviewStyles.dbMeterBar}
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
      <dl className={dashboardOverviewStyles.dbMeterNumbers}>
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
        <p className={`notice ${dashboardOverviewStyles.dbMeterNote}`} role="note">
          {over}
        </p>
      )}
      {action && <p className={dashboardOverviewStyles.dbMeterAction}>{action}</p>}
    </section>
  );
}
