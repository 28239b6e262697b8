import { useId } from 'react';
import type { DashboardListing, ListingStatus } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ListingPrice, StatusBadge } from '../../ui/listing/listing-card';
import { Link } from '../../lib/link';
import { isClosedStatus } from '../../ui/listing/final-price';
import type { ListingAction, OwnerStatus } from './dashboard-api';
import { PriceAndFeatureActions, PropertyCell, type Dialog } from './listing-actions';
import styles from './dashboard-listings.module.css';

/** Statuses an owner may choose (pending is set by the site while a listing waits for review). */
const OWNER_STATUSES: ListingStatus[] = ['for_sale', 'for_rent', 'active', 'sold', 'rented'];

/** One row of the listings table; `showLister` adds who lists it (the agency's listings). */
export function ListingRow({
  listing,
  busy,
  onAction,
  onDialog,
  showLister = false,
}: {
  listing: DashboardListing;
  showLister?: boolean;
  busy: boolean;
  onAction: (action: ListingAction) => void;
  onDialog: (dialog: Dialog) => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const rejected = listing.status === 'pending' && listing.review_note !== null;
  return (
    <tr data-testid={`my-listing-${listing.id}`}>
      <td data-label={t('dashboard.columns.property')}>
        <PropertyCell listing={listing}>
          <div className={styles.dbBadges}>
            {rejected ? (
              <span className={`listing-badge ${styles.dbBadgeRejected}`}>
                {t('dashboard.listings.filters.rejected')}
              </span>
            ) : (
              <StatusBadge listing={listing} />
            )}
            {listing.is_featured && (
              <span className="listing-badge listing-badge--featured">{t('listing.featured')}</span>
            )}
            {listing.is_legacy && (
              <span className={`${styles.dbBadge} ${styles.dbBadgeLegacy}`}>{t('dashboard.listings.legacy')}</span>
            )}
          </div>
          {rejected && (
            <p className={styles.dbRejection}>
              <strong>{t('dashboard.listings.rejection')}</strong> {listing.review_note}
            </p>
          )}
          {listing.status === 'pending' && !rejected && (
            <p className={`muted ${styles.dbSmall}`}>{t('dashboard.listings.in_review_note')}</p>
          )}
          {showLister && (
            <p className={`muted ${styles.dbSmall}`} data-testid="listing-lister">
              {t('dashboard.listings.listed_by', { name: listing.lister.name })}
            </p>
          )}
        </PropertyCell>
      </td>
      <td data-label={t('dashboard.columns.price')}>
        <ListingPrice listing={listing} />
      </td>
      <td data-label={t('dashboard.columns.views')}>
        <div>
          <span className={styles.dbViews}>{number(listing.views)}</span>
          <span className={`muted ${styles.dbSmall}`}>
            {t('dashboard.listings.engagement', {
              clicks: t('dashboard.metric_count.clicks', { count: listing.clicks, formatted: number(listing.clicks) }),
              shares: t('dashboard.metric_count.shares', { count: listing.shares, formatted: number(listing.shares) }),
            })}
          </span>
        </div>
      </td>
      <td data-label={t('dashboard.columns.status')}>
        <label htmlFor={`${id}-status`} className="visually-hidden">
          {t('dashboard.listings.status_of', { title: listing.title })}
        </label>
        <select
          id={`${id}-status`}
          className="input input--compact"
          value={listing.status}
          disabled={busy}
          onChange={(event) => {
            const status = event.target.value as OwnerStatus;
            // Sold or rented asks first, for the final price; the select keeps the stored status till then.
            if (isClosedStatus(status)) onDialog({ kind: 'close', listing, status });
            else onAction({ kind: 'status', status });
          }}
        >
          {listing.status === 'pending' && (
            <option value="pending" disabled>
              {t('listing.status.pending')}
            </option>
          )}
          {OWNER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`listing.status.${status}`)}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t('dashboard.columns.actions')}>
        <div className={styles.dbActions}>
          <Link className={styles.dbAction} to={`/add-listing?edit=${listing.id}`}>
            {t('dashboard.listings.actions.edit')}
          </Link>
          <PriceAndFeatureActions
            listing={listing}
            busy={busy}
            onUnfeature={() => onAction({ kind: 'unfeature' })}
            onDialog={onDialog}
          />
          <button
            type="button"
            className={`${styles.dbAction} ${styles.dbActionDanger}`}
            disabled={busy}
            onClick={() => onDialog({ kind: 'delete', listing })}
          >
            {t('dashboard.listings.actions.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
