import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRevalidator } from 'react-router';
import { Link, useNavigate } from '../../lib/link';
import { OWNER_STATUSES, type ListingDetail } from '@estate/shared';
import { formSchemas, preloadFormSchemas } from '../../ui/form/lazy-schemas';
import { ReviewNotice } from '../../features/moderation/review-notice';
import { FeatureDialog } from '../../features/credits/feature-dialog';
import { ClosingDialog } from '../../ui/listing/closing-dialog';
import { isClosedStatus, type ClosedStatus } from '../../ui/listing/final-price';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { AppealForm } from './appeal-form';
import { endpoint } from '@estate/shared/contracts/client';
import type * as credits from '@estate/shared/contracts/credits';
import type * as listings from '@estate/shared/contracts/listings';
import { api, type BodyOf } from '../../lib/api/api-client';
import { apiFailure, zodFieldErrors } from '../../ui/form/api-failure';
import { StatusBadge } from '../../ui/listing/listing-card';
import { useFormat } from '../../lib/i18n/use-format';
import styles from './owner-tools.module.css';

const owner = {
  status: endpoint<typeof listings.postPropertiesStatus>('POST', '/api/properties/:id/status/'),
  price: endpoint<typeof listings.postPropertiesPrice>('POST', '/api/properties/:id/price/'),
  unfeature: endpoint<typeof credits.postPropertiesUnfeature>('POST', '/api/properties/:id/unfeature/'),
  remove: endpoint<typeof listings.deletePropertiesById>('DELETE', '/api/properties/:id/'),
};
/** A status the owner may set (the select's options). */
type OwnerStatus = BodyOf<typeof owner.status>['status'];

type Action =
  | { kind: 'status'; status: OwnerStatus; final_price?: number | string }
  | { kind: 'price'; price: number }
  | { kind: 'unfeature' }
  | { kind: 'delete' };

/** The call of an owner's action; its answer is not read (the page reloads its data). */
function callFor(id: number, action: Action): Promise<unknown> {
  const params = { id };
  switch (action.kind) {
    case 'status':
      return api(owner.status, { params, body: { status: action.status, final_price: action.final_price } });
    case 'price':
      return api(owner.price, { params, body: { price: action.price } });
    case 'unfeature':
      return api(owner.unfeature, { params });
    case 'delete':
      return api(owner.remove, { params });
  }
}

/**
 * The owner's tools on their own listing: status, price, featured, edit and delete. Each change
 * reloads the page data, so the page shows exactly what the server stored.
 */
export function OwnerBar({ listing }: { listing: ListingDetail }) {
  const { t, tDynamic } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<'delete' | 'unfeature'>();
  const [priceError, setPriceError] = useState<string>();
  const [message, setMessage] = useState<{ ok: boolean; key: string }>();
  const [featuring, setFeaturing] = useState(false);
  const [closing, setClosing] = useState<ClosedStatus>();

  const mutation = useMutation({
    mutationFn: (action: Action) => callFor(listing.id, action),
    onSuccess: async (_answer, action) => {
      if (action.kind === 'delete') {
        await navigate('/dashboard?tab=listings', { replace: true });
        return;
      }
      setMessage({ ok: true, key: 'detail.owner.saved' });
      await revalidator.revalidate();
    },
    onError: (error, action) => {
      const failure = apiFailure(error);
      if (action.kind === 'price' && failure.fields.price) return setPriceError(failure.fields.price);
      setMessage({ ok: false, key: 'detail.owner.failed' });
    },
  });

  const onPrice = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    const price = new FormData(event.currentTarget).get('price');
    const { listingPriceSchema } = await formSchemas();
    const parsed = listingPriceSchema.safeParse({ price });
    if (!parsed.success) return setPriceError(zodFieldErrors(parsed.error).price);
    setPriceError(undefined);
    mutation.mutate({ kind: 'price', price: parsed.data.price });
  };

  return (
    <section className={styles.ownerBar} aria-labelledby={`${id}-title`} data-testid="owner-bar">
      <div className={styles.ownerBarHead}>
        <h2 id={`${id}-title`} className={styles.ownerBarTitle}>
          {t('detail.owner.title')}
        </h2>
        <StatusBadge listing={listing} />
        {listing.is_featured && <span className="listing-badge listing-badge--featured">{t('listing.featured')}</span>}
        <p className={`${styles.ownerBarStats} muted`}>
          {t('detail.owner.stats', {
            views: number(listing.views),
            clicks: number(listing.clicks),
            shares: number(listing.shares),
            likes: number(listing.likes),
          })}
        </p>
      </div>
      {listing.review_note && <ReviewNotice note={listing.review_note} />}
      {listing.taken_down && <AppealForm listing={listing} />}
      {listing.status === 'pending' && !listing.review_note && !listing.taken_down && (
        <p className="notice" role="note">
          {t('detail.owner.pending_note')}
        </p>
      )}
      <div className={styles.ownerBarTools}>
        <div className={styles.ownerBarField}>
          <label htmlFor={`${id}-status`}>{t('detail.status')}</label>
          <select
            id={`${id}-status`}
            className="input input--compact"
            value={listing.status}
            disabled={mutation.isPending || listing.taken_down}
            aria-describedby={listing.taken_down ? `${id}-held` : undefined}
            onChange={(event) => {
              setMessage(undefined);
              const status = event.target.value as OwnerStatus;
              // Sold or rented asks first, for the final price (issue 41).
              if (isClosedStatus(status)) setClosing(status);
              else mutation.mutate({ kind: 'status', status });
            }}
          >
            {OWNER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`listing.status.${status}`)}
              </option>
            ))}
          </select>
          {listing.taken_down && (
            <p className="field__hint" id={`${id}-held`}>
              {t('admin.owner.held_hint')}
            </p>
          )}
        </div>
        <form
          className={`${styles.ownerBarField} owner-bar__price`}
          onSubmit={onPrice}
          onFocus={preloadFormSchemas}
          noValidate
        >
          <label htmlFor={`${id}-price`}>
            {t('listing.price')} ({listing.currency})
          </label>
          <div className={styles.ownerBarInline}>
            <input
              id={`${id}-price`}
              name="price"
              className="input input--compact"
              inputMode="decimal"
              defaultValue={String(listing.price)}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? `${id}-price-error` : undefined}
              dir="ltr"
            />
            <button type="submit" className="button button--ghost" disabled={mutation.isPending}>
              {t('detail.owner.save_price')}
            </button>
          </div>
          {priceError && (
            <p className="field__error" id={`${id}-price-error`} role="alert">
              {tDynamic(priceError)}
            </p>
          )}
        </form>
        <div className={styles.ownerBarButtons}>
          <Link className="button button--ghost" to={`/add-listing?edit=${listing.id}`}>
            {t('detail.owner.edit')}
          </Link>
          <button
            type="button"
            className="button button--ghost"
            disabled={mutation.isPending}
            onClick={() => {
              setMessage(undefined);
              if (!listing.is_featured) return setFeaturing(true);
              // Ending a feature ad early gives no credits back: ask first.
              setAsking('unfeature');
            }}
          >
            {listing.is_featured ? t('detail.owner.unfeature') : t('detail.owner.feature')}
          </button>
          <button
            type="button"
            className="button button--danger-ghost"
            disabled={mutation.isPending}
            onClick={() => setAsking('delete')}
          >
            {t('detail.owner.delete')}
          </button>
        </div>
      </div>
      <p className={message?.ok === false ? 'field__error' : `muted ${styles.ownerBarMessage}`} role="status">
        {message ? tDynamic(message.key) : ''}
      </p>
      {closing && (
        <ClosingDialog
          listing={listing}
          status={closing}
          onSave={async (finalPrice) => {
            await callFor(listing.id, { kind: 'status', status: closing, final_price: finalPrice });
            setMessage({ ok: true, key: 'detail.owner.saved' });
            await revalidator.revalidate();
          }}
          onClose={() => setClosing(undefined)}
        />
      )}
      {featuring && (
        <FeatureDialog
          listing={listing}
          onClose={() => setFeaturing(false)}
          onDone={() => void revalidator.revalidate()}
        />
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          title={t('detail.owner.delete_title')}
          text={t('detail.owner.delete_text')}
          cancelLabel={t('detail.owner.cancel')}
          confirmLabel={t('detail.owner.confirm_delete')}
          onConfirm={() => mutation.mutate({ kind: 'delete' })}
          onCancel={() => setAsking(undefined)}
        />
      )}
      {asking === 'unfeature' && (
        <ConfirmDialog
          title={t('ads.ad.end_confirm')}
          confirmLabel={t('ads.ad.end')}
          onConfirm={() => mutation.mutate({ kind: 'unfeature' })}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </section>
  );
}
