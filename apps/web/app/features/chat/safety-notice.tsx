import { useTranslation } from '../../lib/i18n/use-translation';
import { ReportButton } from '../../ui/report-button';
import styles from './safety-notice.module.css';

/**
 * Under a message that matched a safety rule, for its recipient only (issue 42, J8.2): the notice
 * in the reader's language, and "Report this message" (the report dialog, about this message).
 * The server sends `safety` to the recipient alone; which rule matched is never shown.
 */
export function SafetyNotice({ messageId }: { messageId: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="note" aria-label={t('chat.safety.notice_title')} data-testid="safety-notice">
      <p className={styles.text}>
        <ShieldIcon />
        <span>{t('chat.safety.notice')}</span>
      </p>
      {/* A message not saved yet (negative id) cannot be reported; the server's copy replaces it. */}
      {messageId > 0 && (
        <ReportButton targetType="chat_message" targetId={messageId} defaultReason="asked_money_before_viewing" />
      )}
    </div>
  );
}

/** Under the sender's own message held for review: it has not reached the recipient. */
export function HeldNote() {
  const { t } = useTranslation();
  return (
    <p className={styles.held} data-testid="message-held">
      <ClockIcon />
      <span>{t('chat.safety.held')}</span>
    </p>
  );
}

function ShieldIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 3 5 6v5c0 4.4 3 8.3 7 9.5 4-1.2 7-5.1 7-9.5V6l-7-3Zm0 5v5m0 3v.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}
