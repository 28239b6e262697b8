import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { rejectListingSchema, type AdminListingItem, type ReviewState } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { api } from '../../lib/api/api-client';
import { pageParam, useAdminAction } from './admin-api';
import { adminOps } from './admin-ops';
import { adminRead, FIRST_READS, type FirstPages } from './admin-reads';
import { UnitPairs } from '../../ui/listing/unit-pairs';
import { ActionResult, FilterButtons, ListState, Pager, useAdminRead } from './admin-parts';
import { HoldSignals } from './hold-signals';

/** The review queue: approve a pending listing, or reject it with a reason the owner reads. */
export function ReviewTab({ initial }: { initial?: FirstPages['queue'] }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ReviewState>('pending');
  const [page, setPage] = useState(1);
  const list = adminRead(adminOps.listings.list, { query: { state, page: pageParam(page) } });
  const query = useAdminRead(list, FIRST_READS.queue, initial);
  const action = useAdminAction((vars: { id: number; reason?: string }) =>
    vars.reason === undefined
      ? api(adminOps.listings.approve, { params: { id: vars.id } })
      : api(adminOps.listings.reject, { params: { id: vars.id }, body: { reason: vars.reason } }),
  );

  return (
    <div className="admin-section">
      <div className="admin-toolbar">
        <FilterButtons
          label={t('admin.review.filter')}
          value={state}
          options={[
            { value: 'pending', label: t('admin.review.waiting') },
            { value: 'rejected', label: t('admin.review.rejected') },
          ]}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
        />
        <p className="muted">{t('admin.review.count', { count: query.data?.count ?? 0 })}</p>
      </div>
      <ActionResult result={action.result} />
      <ListState query={query} empty={state === 'pending' ? 'admin.review.empty' : 'admin.review.empty_rejected'} />
      <ul className="admin-list">
        {query.data?.results.map((item) => (
          <ReviewItem key={item.listing.id} item={item} action={action} />
        ))}
      </ul>
      <Pager page={page} pages={query.data?.pages ?? 1} onPage={setPage} />
    </div>
  );
}

function ReviewItem({
  item,
  action,
}: {
  item: AdminListingItem;
  action: ReturnType<typeof useAdminAction<{ id: number; reason?: string }>>;
}) {
  const { t, tDynamic } = useTranslation();
  const { date, price } = useFormat();
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  // Waiting for a decision: new or edited (no note), or appealed by the owner.
  const decidable = !item.review_note || item.appeal_note !== null;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { listing, owner } = item;
  const busy = action.mutation.isPending;

  const reject = () => {
    const parsed = rejectListingSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'admin.errors.note_required');
    setError(undefined);
    action.mutation.mutate({
      vars: { id: listing.id, reason: parsed.data.reason },
      id: listing.id,
      done: 'admin.review.rejected_done',
    });
  };

  return (
    <li className="admin-item" data-testid="review-item">
      <div className="admin-item__media">
        {listing.cover ? (
          <img src={listing.cover.thumb.url} alt="" width={120} height={90} loading="lazy" />
        ) : (
          <span className="admin-item__noimage" aria-hidden="true" />
        )}
      </div>
      <div className="admin-item__body">
        <h3 className="admin-item__title">
          <Link to={`/properties/${listing.slug}`} dir="auto">
            {listing.title}
          </Link>
        </h3>
        <p className="admin-item__meta">
          <span>{price(listing.price, listing.currency)}</span>
          <span>
            {t(`listing.property_type.${listing.property_type}`)} · {t(`listing.purpose.${listing.purpose}`)}
          </span>
          <span>{listing.city}</span>
        </p>
        <p className="admin-item__meta muted">
          <span>
            {t('admin.review.owner')}: <Link to={`/profile/${owner.slug}/`}>{owner.full_name}</Link> ({owner.email})
          </span>
          <span>
            {t('admin.review.created')}: <time dateTime={listing.created_at}>{date(listing.created_at)}</time>
          </span>
        </p>
        <HoldSignals holds={item.holds ?? []} />
        {item.hold_reasons.map((reason) => (
          <p key={reason.key} className="admin-note" data-testid="hold-reason">
            <strong>{t('permits.hold.label')}:</strong> {tDynamic(reason.key)}
            {reason.listing_id !== null && (
              <>
                {' · '}
                <Link to={`/properties/${reason.listing_id}`}>
                  {t('permits.hold.other_listing', { id: reason.listing_id })}
                </Link>
              </>
            )}
          </p>
        ))}
        {item.review_note && (
          <p className="admin-note">
            <strong>{t('admin.review.reason')}:</strong> <span dir="auto">{item.review_note}</span>
          </p>
        )}
        <UnitPairs pairs={item.unit_pairs} />
        {item.appeal_note && (
          <p className="admin-note" data-testid="appeal-note">
            <strong>{t('admin.review.appeal')}:</strong> <span dir="auto">{item.appeal_note}</span>
          </p>
        )}
        {rejecting && (
          <div className="admin-form">
            <label htmlFor={`${id}-reason`}>{t('admin.review.reason_label')}</label>
            <textarea
              id={`${id}-reason`}
              className="input"
              rows={3}
              value={reason}
              maxLength={1000}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              dir="auto"
            />
            <p className="field__hint" id={`${id}-hint`}>
              {t('admin.review.reason_hint')}
            </p>
            {error && (
              <p className="field__error" id={`${id}-error`} role="alert">
                {tDynamic(error)}
              </p>
            )}
          </div>
        )}
      </div>
      <div className="admin-item__actions">
        {decidable && !rejecting && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              action.mutation.mutate({ vars: { id: listing.id }, id: listing.id, done: 'admin.review.approved_done' })
            }
          >
            {t('admin.review.approve')}
          </button>
        )}
        {decidable &&
          (rejecting ? (
            <>
              <button type="button" className="button admin-danger" disabled={busy} onClick={reject}>
                {t('admin.review.confirm_reject')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setRejecting(false)}>
                {t('admin.console.cancel')}
              </button>
            </>
          ) : (
            <button type="button" className="button button--ghost" onClick={() => setRejecting(true)}>
              {t('admin.review.reject')}
            </button>
          ))}
        {!decidable && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() =>
              action.mutation.mutate({ vars: { id: listing.id }, id: listing.id, done: 'admin.review.approved_done' })
            }
          >
            {t('admin.review.approve_anyway')}
          </button>
        )}
      </div>
    </li>
  );
}
