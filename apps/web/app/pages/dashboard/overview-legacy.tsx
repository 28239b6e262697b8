/** The dashboard's legacy listings: those moved from the old site, to be claimed or renewed. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { type DashboardLegacyListing, type DashboardOverview } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { ListingPrice } from '../../ui/listing/listing-card';
import { actionErrorKey } from './action-errors';
import { dashboardKeys, listingAction } from './dashboard-api';
import { PriceDialog } from './dashboard-ui';
import { ClosingDialog } from '../../ui/listing/closing-dialog';
import dashboardOverviewStyles from './dashboard-overview.module.css';
import dashboardAnalyticsStyles from './dashboard-analytics.module.css';

export function LegacySection({ legacy }: { legacy: DashboardOverview['legacy'] }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <section className="db-section" aria-labelledby="db-legacy" data-testid="dashboard-legacy">
      <div className={dashboardOverviewStyles.dbSectionHead}>
        <div>
          <h3 id="db-legacy">{t('dashboard.overview.legacy_title')}</h3>
          <p className={`muted ${dashboardOverviewStyles.dbSectionLead}`}>
            {t('dashboard.overview.legacy_lead', { days: number(legacy.age_days) })}
          </p>
        </div>
      </div>
      {legacy.count === 0 ? (
        <p className={dashboardOverviewStyles.dbNote}>
          {t('dashboard.overview.legacy_none', { days: number(legacy.age_days) })}
        </p>
      ) : (
        <>
          <p className={dashboardOverviewStyles.dbNote}>
            {t('dashboard.overview.legacy_count', { count: legacy.count, formatted: number(legacy.count) })}
          </p>
          <ul className={dashboardAnalyticsStyles.dbLegacy}>
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
  const [closing, setClosing] = useState(false);
  const closed = row.purpose === 'rent' ? 'rented' : 'sold';
  return (
    <li className={dashboardAnalyticsStyles.dbLegacyRow}>
      <div>
        <Link to={`/properties/${row.slug}`} className={dashboardAnalyticsStyles.dbLegacyTitle} dir="auto">
          {row.title}
        </Link>
        <p className={`muted ${dashboardAnalyticsStyles.dbLegacyMeta}`}>
          <ListingPrice listing={row} />
          {' · '}
          {t('dashboard.overview.days_listed', { count: row.days_listed, formatted: number(row.days_listed) })}
          {' · '}
          {t('dashboard.overview.price_since', { date: date(row.price_changed_at) })}
        </p>
      </div>
      <div className={dashboardAnalyticsStyles.dbLegacyActions}>
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
          {t('dashboard.listings.actions.edit_price')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setClosing(true)}>
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
      {closing && (
        <ClosingDialog
          listing={row}
          status={closed}
          onSave={async (finalPrice) => {
            await listingAction(row.id, { kind: 'status', status: closed, final_price: finalPrice });
            await client.invalidateQueries({ queryKey: dashboardKeys.all });
          }}
          onClose={() => setClosing(false)}
          errorKey={actionErrorKey}
        />
      )}
    </li>
  );
}
