import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import './review-notice.css';

/** On the owner's own listing page: why an administrator sent the listing back, and what to do. */
export function ReviewNotice({ note }: { note: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="review-notice" role="note" aria-labelledby={`${id}-title`} data-testid="review-notice">
      <h2 id={`${id}-title`}>{t('admin.owner.rejected_title')}</h2>
      <p>{t('admin.owner.rejected_text')}</p>
      <blockquote dir="auto">{note}</blockquote>
      <p>{t('admin.owner.rejected_next')}</p>
    </section>
  );
}
