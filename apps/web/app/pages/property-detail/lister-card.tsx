import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { ListerSummary } from '@estate/shared';
import { PhoneReveal } from '../../ui/phone-reveal';
import { TrustTicks } from '../../ui/trust-ticks';
import { UserAvatar } from '../../ui/user-avatar';
import { useSession } from '../../lib/session/use-session';
import { conversationHref } from '../../lib/chat/chat-api';
import '../../features/chat/chat.css';
import styles from './lister-card.module.css';

/**
 * Who listed the property: picture, name (to their profile), badge, account type, their number
 * masked with "Show number" (issue 42, J8.1), what was checked about them (J8.6) and Message.
 */
export function ListerCard({
  lister,
  listingId,
  listingSlug,
  isOwner,
}: {
  lister: ListerSummary;
  listingId: number;
  listingSlug: string;
  isOwner: boolean;
}) {
  const { t, tDynamic } = useTranslation();
  const { user } = useSession();
  // The conversation starts about this property (issue 17).
  const chatUrl = conversationHref(lister.id, listingSlug);
  return (
    <section className={styles.listerCard} aria-labelledby="detail-lister">
      <h2 id="detail-lister" className="visually-hidden">
        {t('detail.lister.title')}
      </h2>
      <UserAvatar src={lister.profile_picture} name="" size={56} />
      <div className={styles.listerCardText}>
        <p className={styles.listerCardName}>
          <Link to={`/profile/${lister.slug}`}>{lister.full_name}</Link>
          {lister.is_verified_user && (
            <span className="badge badge--verified" title={t('profile.verified')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="12" height="12">
                <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>{' '}
              {t('profile.verified')}
            </span>
          )}
        </p>
        <p className={`muted ${styles.listerCardMeta}`}>
          {lister.designation && (
            <>
              <bdi>{lister.designation}</bdi> ·{' '}
            </>
          )}
          {tDynamic(`account_types.${lister.type}`, { defaultValue: lister.type })}
        </p>
        {lister.phone_masked && !isOwner && (
          <PhoneReveal masked={lister.phone_masked} target={{ listingId }} name={lister.full_name} />
        )}
        <TrustTicks trust={lister.trust} memberSince={lister.member_since} />
        {user?.id !== lister.id && (
          <Link
            to={user ? chatUrl : `/auth/login?redirect=${encodeURIComponent(chatUrl)}`}
            className="button button--ghost lister-card__message"
            aria-label={t('chat.message_button_label', { name: lister.full_name })}
            data-testid="lister-message"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M4 5h16v11H8l-4 4V5Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
            {t('chat.message_button')}
          </Link>
        )}
      </div>
    </section>
  );
}
