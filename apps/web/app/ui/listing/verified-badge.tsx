import type { ListingVerification } from '@estate/shared';
import { Link } from '../../lib/link';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { verificationCardLine, verificationSentence } from './verification-sentence';
import './verification.css';

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" className="verified-badge__icon">
      <path
        d="M12 2l2.4 1.8 3-.2.9 2.9 2.5 1.7-.9 2.8.9 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7.9-2.8-.9-2.8 2.5-1.7.9-2.9 3 .2zM8 12.2l2.7 2.6L16.2 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Verified" on a card: the label, with the whole sentence (what was checked and when) as its
 * tooltip and, for screen readers, as its text.
 */
export function VerifiedCardBadge({ verification }: { verification: ListingVerification }) {
  const { t, tDynamic } = useTranslation();
  const locale = useLocale();
  const sentence = verificationSentence(verification, tDynamic, locale);
  return (
    <span className="listing-badge verified-badge" title={sentence} data-testid="verified-badge">
      <Check />
      <span aria-hidden="true">{t('verification.badge.label')}</span>
      <span className="visually-hidden">{sentence}</span>
    </span>
  );
}

/** The listing page's badge: the label and the sentence in full, with a link to /verified. */
export function VerifiedNotice({ verification }: { verification: ListingVerification }) {
  const { t, tDynamic } = useTranslation();
  const locale = useLocale();
  return (
    <p className="verified-notice" role="note" data-testid="verified-notice">
      <span className="listing-badge verified-badge">
        <Check />
        {t('verification.badge.label')}
      </span>
      <span className="verified-notice__text">
        {verificationSentence(verification, tDynamic, locale)}{' '}
        <Link to="/verified">{t('verification.badge.learn_more')}</Link>
      </span>
    </p>
  );
}

/** Under a card's facts: when, and what was checked, in short (the badge's tooltip has the sentence). */
export function VerifiedCardLine({ verification }: { verification: ListingVerification }) {
  const { tDynamic } = useTranslation();
  const locale = useLocale();
  return (
    <p className="verified-card-line" aria-hidden="true">
      {verificationCardLine(verification, tDynamic, locale)}
    </p>
  );
}
