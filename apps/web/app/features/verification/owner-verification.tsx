import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListingDetail, ListingVerificationState } from '@estate/shared';
import { Link } from '../../lib/link';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { verificationApi, verificationKeys } from '../../lib/verification/verification-api';
import { VerificationRequestForm } from './verification-request-form';
import '../../ui/listing/verification.css';

/**
 * The listing's verification as its owner sees it on the listing page (issue 37): the badge's end
 * date, "Verification requested" while a moderator decides, the reason of a rejection or a lapse
 * with the way to send again, or "Get this listing verified" (not shown when the listing cannot be).
 */
export function OwnerVerification({ listing }: { listing: ListingDetail }) {
  const { t, tDynamic } = useTranslation();
  const { date } = useFormat();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const query = useQuery({
    // Keyed by the badge the page shows too: an edit that ends it (price, status) reloads the page's
    // listing, and this state follows at once instead of saying "Verified until…" for 30 s more.
    queryKey: [...verificationKeys.state(listing.id), listing.verification?.verified_at ?? null],
    queryFn: () => verificationApi.state(listing.id),
    staleTime: 30_000,
  });
  const state: ListingVerificationState | undefined = query.data;
  if (!state) return null;
  const latest = state.latest;
  const canAsk = !state.ineligible && latest?.status !== 'submitted';
  const ask = (label: string) =>
    canAsk && !open ? (
      <button type="button" className="button" onClick={() => setOpen(true)} data-testid="get-verified">
        {label}
      </button>
    ) : null;

  let body: React.ReactNode;
  if (latest?.status === 'submitted') {
    body = (
      <>
        <p className="verification-state__title" data-testid="verification-requested">
          {t('verification.owner.requested')}
        </p>
        <p className="muted">{t('verification.owner.requested_lead', { date: date(latest.created_at) })}</p>
      </>
    );
  } else if (state.verification) {
    body = (
      <>
        <p className="muted">
          {t('verification.owner.verified_until', { date: date(state.verification.verified_until) })}
        </p>
        {ask(t('verification.owner.renew'))}
      </>
    );
  } else if (state.ineligible) {
    body = <p className="muted">{t(`verification.owner.ineligible_${state.ineligible}`)}</p>;
  } else if (latest?.status === 'rejected') {
    body = (
      <>
        <p className="notice" role="note" data-testid="verification-rejected">
          {t('verification.owner.rejected', { reason: t(`verification.reasons.${latest.reject_reason ?? 'other'}`) })}
          {latest.reject_note && (
            <>
              <br />
              {t('verification.owner.rejected_note', { note: latest.reject_note })}
            </>
          )}
        </p>
        {ask(t('verification.owner.resubmit'))}
      </>
    );
  } else if (latest?.status === 'lapsed') {
    body = (
      <>
        <p className="notice" role="note" data-testid="verification-lapsed">
          {t('verification.owner.lapsed', {
            reason: tDynamic(`verification.lapse_reasons.${latest.lapse_reason ?? 'expired'}`),
          })}
        </p>
        {ask(t('verification.owner.renew'))}
      </>
    );
  } else {
    body = ask(t('verification.owner.get_verified'));
  }

  return (
    <section className="verification-state" aria-label={t('verification.owner.title')} data-testid="owner-verification">
      <h2 className="verification-state__heading">
        {t('verification.owner.title')}{' '}
        <Link to="/verified" className="verification-state__more">
          {t('verification.badge.learn_more')}
        </Link>
      </h2>
      {body}
      {open && (
        <VerificationRequestForm
          listingId={listing.id}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            void queryClient.invalidateQueries({ queryKey: verificationKeys.state(listing.id) });
          }}
        />
      )}
    </section>
  );
}
