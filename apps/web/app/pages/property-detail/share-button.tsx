import { useTranslation } from '../../lib/i18n/use-translation';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';
import { api } from '../../lib/api/api-client';
import { useFlash } from '../../ui/use-flash';
import styles from './detail-header.module.css';

const countEvent = endpoint<typeof ops.postPropertiesEvents>('POST', '/api/properties/:id/events/');

/** Counts a view, click or share; a failure only costs a number in the owner's statistics. */
export function recordListingEvent(id: number, kind: 'view' | 'click' | 'share') {
  api(countEvent, { params: { id }, body: { kind } }).catch((error: unknown) =>
    console.warn(`Counting the ${kind} failed`, error),
  );
}

/** The system share sheet where there is one (phones), else copies the link. */
export function ShareButton({ listingId, title, url }: { listingId: number; title: string; url: string }) {
  const { t } = useTranslation();
  const [copied, flashCopied] = useFlash(2500);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        recordListingEvent(listingId, 'share');
      } catch {
        // Closed without sharing.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt(t('detail.share.copy_prompt'), url);
    }
    flashCopied();
    recordListingEvent(listingId, 'share');
  };

  return (
    <>
      <button type="button" className={`button button--ghost ${styles.detailAction}`} onClick={() => void share()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M12 3v12M7 8l5-5 5 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('detail.share.button')}</span>
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('detail.share.copied') : ''}
      </span>
      {copied && (
        <span className={styles.detailToast} aria-hidden="true">
          {t('detail.share.copied')}
        </span>
      )}
    </>
  );
}
