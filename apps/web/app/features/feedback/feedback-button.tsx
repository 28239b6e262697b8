import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FEEDBACK_NOTICE_MS } from '@estate/shared';
import { useFlash } from '../../ui/use-flash';
import '../../ui/dialog.css';
import './feedback.css';

// The dialog's code loads only when someone opens it (the footer is on every page).
const FeedbackModal = lazy(() => import('./feedback-modal'));

/**
 * The footer's "Share Your Feedback" button, its modal, and the thank-you notice, which stays
 * 6 seconds while the modal itself closes after 2 (spec sections 4, 8 and 9).
 */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [thanked, sent] = useFlash(FEEDBACK_NOTICE_MS);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        className="button button--ghost feedback-open"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="feedback-open"
      >
        {t('feedback.open_button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackModal onClose={close} onSent={sent} />
        </Suspense>
      )}
      {/* The modal says it first; this notice takes over once the modal has closed. */}
      <div role="status" className="feedback-toast" data-visible={thanked && !open ? 'true' : 'false'}>
        {thanked && !open ? t('feedback.success') : ''}
      </div>
    </>
  );
}
