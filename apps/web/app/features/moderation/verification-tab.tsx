import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  VERIFICATION_REJECT_REASONS,
  verificationRejectSchema,
  type VerificationQueueItem,
  type VerificationRejectReason,
} from '@estate/shared';
import { Link } from '../../lib/link';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { verificationApi } from '../../lib/verification/verification-api';
import '../../ui/listing/verification.css';
import { adminKey, useAdminAction, zodFieldKeys } from './admin-api';
import { ActionResult, ListState, Pager } from './admin-parts';
import type { FirstPages } from './admin-reads';

const PAGE_SIZE = 20;

/**
 * Verification (issue 37, J2.3): waiting requests, oldest first. Each shows the listing's claimed
 * facts beside the documents and photos (links that work five minutes); the moderator approves,
 * or rejects with a reason from the list (other: with text), which the lister sees. Logged.
 */
export function VerificationTab({ initial }: { initial?: FirstPages['verification'] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: adminKey('verification', page),
    queryFn: () => verificationApi.queue(page),
    initialData: page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
    // Links last five minutes: the list is fetched again well before.
    staleTime: 60_000,
    refetchInterval: 4 * 60_000,
  });
  const approve = useAdminAction((id: number) => verificationApi.approve(id));
  const reject = useAdminAction((vars: { id: number; reason: VerificationRejectReason; note?: string }) =>
    verificationApi.reject(vars.id, { reason: vars.reason, note: vars.note }),
  );
  const rows = query.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / PAGE_SIZE));
  return (
    <div className="admin-section" data-testid="admin-verification">
      <p className="muted">{t('verification.admin.lead')}</p>
      <ActionResult result={approve.result ?? reject.result} />
      <ListState query={query} empty="verification.admin.empty" />
      <ul className="verification-queue">
        {rows.map((item) => (
          <RequestCard
            key={item.id}
            item={item}
            busy={approve.mutation.isPending || reject.mutation.isPending}
            onApprove={() => {
              reject.clear();
              approve.mutation.mutate({ vars: item.id, id: item.id, done: 'verification.admin.approved' });
            }}
            onReject={(reason, note) => {
              approve.clear();
              reject.mutation.mutate({
                vars: { id: item.id, reason, note },
                id: item.id,
                done: 'verification.admin.rejected',
              });
            }}
          />
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}

function RequestCard({
  item,
  busy,
  onApprove,
  onReject,
}: {
  item: VerificationQueueItem;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: VerificationRejectReason, note?: string) => void;
}) {
  const { t, tDynamic } = useTranslation();
  const { date, number, price } = useFormat();
  const id = useId();
  const [reason, setReason] = useState<VerificationRejectReason>('document_unreadable');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const { listing } = item;
  const documents = item.files.filter((f) => f.kind !== 'on_site_photo');
  const photos = item.files.filter((f) => f.kind === 'on_site_photo');
  const submitReject = () => {
    const parsed = verificationRejectSchema.safeParse({ reason, note: note || undefined });
    if (!parsed.success) return setError(Object.values(zodFieldKeys(parsed.error))[0]);
    setError(undefined);
    onReject(parsed.data.reason, parsed.data.note);
  };
  return (
    <li className="verification-request panel" data-testid="verification-request">
      <header className="verification-request__head">
        <h3>
          <Link to={`/properties/${listing.slug}`}>
            <bdi>{listing.title}</bdi>
          </Link>
        </h3>
        <p className="muted">{t('verification.admin.requested_on', { date: date(item.created_at) })}</p>
      </header>
      <div className="verification-request__grid">
        <section aria-labelledby={`${id}-claimed`}>
          <h4 id={`${id}-claimed`}>{t('verification.admin.claimed')}</h4>
          <dl className="verification-request__facts">
            <dt>{t('verification.admin.owner_name')}</dt>
            <dd>
              <bdi>{item.requested_by.full_name}</bdi> ({t(`verification.admin.lister_role_${item.lister_role}`)})
            </dd>
            <dt>{t('verification.admin.address')}</dt>
            <dd dir="auto">
              {listing.address}, {listing.city}, {listing.country}
            </dd>
            <dt>{t('verification.admin.size')}</dt>
            <dd>
              {number(listing.area_size)} {tDynamic(`listing.area_unit.${listing.area_unit}`)}
            </dd>
            <dt>{t('verification.admin.price')}</dt>
            <dd>
              <bdi>{price(listing.price, listing.currency)}</bdi>
            </dd>
            <dt>{t('verification.admin.bedrooms')}</dt>
            <dd>{number(listing.bedrooms)}</dd>
            <dt>{t('verification.admin.map_point')}</dt>
            <dd dir="ltr">
              {listing.latitude.toFixed(5)}, {listing.longitude.toFixed(5)}
            </dd>
          </dl>
        </section>
        <section aria-labelledby={`${id}-docs`}>
          <h4 id={`${id}-docs`}>{t('verification.admin.documents')}</h4>
          <ul className="verification-request__files">
            {documents.map((file) => (
              <li key={file.id}>
                {t(`verification.form.${file.kind === 'ownership' ? 'ownership' : 'authority'}`)}:{' '}
                {t(`verification.doc_types.${file.doc_type}`)} —{' '}
                {file.url ? (
                  <a href={file.url} target="_blank" rel="noreferrer noopener">
                    <bdi>{file.name}</bdi>
                  </a>
                ) : (
                  <bdi>{file.name}</bdi>
                )}
              </li>
            ))}
          </ul>
          <h4>{t('verification.admin.photos')}</h4>
          <div className="verification-request__photos">
            {photos.map((file) =>
              file.url ? (
                <a key={file.id} href={file.url} target="_blank" rel="noreferrer noopener">
                  <img src={file.url} alt={file.name} loading="lazy" referrerPolicy="no-referrer" />
                </a>
              ) : null,
            )}
          </div>
        </section>
      </div>
      <div className="verification-request__actions">
        <button type="button" className="button" disabled={busy} onClick={onApprove} data-testid="verification-approve">
          {t('verification.admin.approve')}
        </button>
        <label className="verification-form__type">
          <span>{t('verification.admin.reason')}</span>
          <select
            className="input input--compact"
            value={reason}
            onChange={(event) => setReason(event.target.value as VerificationRejectReason)}
            data-testid="verification-reason"
          >
            {VERIFICATION_REJECT_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`verification.reasons.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="verification-form__type verification-request__note">
          <span>{t('verification.admin.note')}</span>
          <input
            className="input input--compact"
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={submitReject}
          data-testid="verification-reject"
        >
          {t('verification.admin.confirm_reject')}
        </button>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {tDynamic(error)}
        </p>
      )}
    </li>
  );
}
