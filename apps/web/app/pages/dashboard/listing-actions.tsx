import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SEARCHABLE_STATUSES, type DashboardListing } from '@estate/shared';
import { FeatureDialog } from '../../features/credits/feature-dialog';
import { ClosingDialog, type ClosingListing } from '../../ui/listing/closing-dialog';
import type { ClosedStatus } from '../../ui/listing/final-price';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { actionErrorKey } from './action-errors';
import { dashboardKeys, listingAction, type ListingAction } from './dashboard-api';
import { PriceDialog } from './dashboard-ui';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import styles from './dashboard-listings.module.css';

/** What the listings tab's tables share: the owner's actions, their dialogs and the property cell. */

/** Runs an owner action, then reloads every dashboard answer; remembers the outcome for a status line. */
export function useOwnerAction() {
  const client = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; key: string }>();
  const mutation = useMutation({
    mutationFn: ({ id, action }: { id: number; action: ListingAction }) => listingAction(id, action),
    onMutate: () => setMessage(undefined),
    onSuccess: async (_answer, { action }) => {
      setMessage({ ok: true, key: action.kind === 'delete' ? 'dashboard.listings.deleted' : 'dashboard.saved' });
      await client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onError: (failure) => setMessage({ ok: false, key: actionErrorKey(failure) }),
  });
  const savePrice = async (id: number, price: number) => {
    await listingAction(id, { kind: 'price', price });
    setMessage({ ok: true, key: 'dashboard.saved' });
    await client.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  /** Sold or rented, with the final price when the lister gave one (the dialog shows a failure). */
  const closeListing = async (id: number, status: ClosedStatus, finalPrice: number | string | undefined) => {
    setMessage(undefined);
    await listingAction(id, { kind: 'status', status, final_price: finalPrice });
    setMessage({ ok: true, key: 'dashboard.saved' });
    await client.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  const featured = async () => {
    await client.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  return { mutation, message, savePrice, closeListing, featured };
}

export function ActionMessage({ message }: { message?: { ok: boolean; key: string } }) {
  const { tDynamic } = useTranslation();
  return (
    <p
      className={message?.ok === false ? `field__error ${styles.dbMessage}` : `muted ${styles.dbMessage}`}
      role="status"
    >
      {message ? tDynamic(message.key) : ''}
    </p>
  );
}

export type Dialog =
  | { kind: 'price'; listing: { id: number; title: string; price: number; currency: string } }
  | { kind: 'feature'; listing: { id: number; title: string } }
  | { kind: 'close'; listing: ClosingListing & { id: number }; status: ClosedStatus }
  | { kind: 'delete'; listing: { id: number; title: string } };

export function Dialogs({
  dialog,
  onClose,
  savePrice,
  closeListing,
  featured,
  onDelete,
}: {
  dialog?: Dialog;
  onClose: () => void;
  savePrice: (id: number, price: number) => Promise<void>;
  closeListing?: (id: number, status: ClosedStatus, finalPrice: number | string | undefined) => Promise<void>;
  featured: () => Promise<void>;
  onDelete?: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (!dialog) return null;
  if (dialog.kind === 'price') {
    return (
      <PriceDialog listing={dialog.listing} onSave={(price) => savePrice(dialog.listing.id, price)} onClose={onClose} />
    );
  }
  if (dialog.kind === 'close') {
    return closeListing ? (
      <ClosingDialog
        listing={dialog.listing}
        status={dialog.status}
        onSave={(finalPrice) => closeListing(dialog.listing.id, dialog.status, finalPrice)}
        onClose={onClose}
        errorKey={actionErrorKey}
      />
    ) : null;
  }
  if (dialog.kind === 'feature') {
    return <FeatureDialog listing={dialog.listing} onClose={onClose} onDone={() => void featured()} />;
  }
  return (
    <ConfirmDialog
      title={t('dashboard.listings.delete_title')}
      subject={dialog.listing.title}
      text={t('dashboard.listings.delete_text')}
      confirmLabel={t('dashboard.listings.confirm_delete')}
      onConfirm={() => onDelete?.(dialog.listing.id)}
      onCancel={onClose}
    />
  );
}

/** A table row's property cell: thumbnail (or an empty frame), linked title, then what the row adds below it. */
export function PropertyCell({
  listing,
  children,
}: {
  listing: Pick<DashboardListing, 'cover' | 'slug' | 'title'>;
  children: ReactNode;
}) {
  return (
    <div className={styles.dbProperty}>
      {listing.cover ? (
        <img
          src={listing.cover.thumb.url}
          alt=""
          width={80}
          height={50}
          loading="lazy"
          className={styles.dbPropertyImage}
        />
      ) : (
        <span className={`${styles.dbPropertyImage} ${styles.dbPropertyImageNone}`} aria-hidden="true" />
      )}
      <div>
        <Link to={`/properties/${listing.slug}`} className={styles.dbPropertyTitle} dir="auto">
          {listing.title}
        </Link>
        {children}
      </div>
    </div>
  );
}

/** The owner's price button, then unfeature (when featured) or feature (when on the market). */
export function PriceAndFeatureActions({
  listing,
  busy,
  onUnfeature,
  onDialog,
}: {
  listing: Pick<DashboardListing, 'id' | 'title' | 'price' | 'currency' | 'is_featured' | 'status'>;
  busy: boolean;
  onUnfeature: () => void;
  onDialog: (dialog: Dialog) => void;
}) {
  const { t } = useTranslation();
  const onMarket = (SEARCHABLE_STATUSES as readonly string[]).includes(listing.status);
  return (
    <>
      <button
        type="button"
        className={styles.dbAction}
        onClick={() => onDialog({ kind: 'price', listing })}
        aria-label={t('dashboard.listings.actions.edit_price_of', { title: listing.title })}
      >
        {t('dashboard.listings.actions.edit_price')}
      </button>
      {listing.is_featured ? (
        <button type="button" className={styles.dbAction} disabled={busy} onClick={onUnfeature}>
          {t('dashboard.listings.actions.unfeature')}
        </button>
      ) : (
        onMarket && (
          <button type="button" className={styles.dbAction} onClick={() => onDialog({ kind: 'feature', listing })}>
            {t('dashboard.listings.actions.feature')}
          </button>
        )
      )}
    </>
  );
}
