import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { listingPriceSchema } from '@estate/shared';
import { ApiRequestError } from '../api/api-client';
import { zodFieldErrors } from '../auth/form-errors';
import { useModal } from '../../ui/dialog';
import { LinkPager } from '../../ui/pager';
import { useFormat } from '../i18n/use-format';
import './dashboard.css';

/** A load failure: an error title, what to do, and a retry button that refetches. */
export function LoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="db-error" role="alert" aria-labelledby={id}>
      <h3 id={id} className="db-error__title">
        {title}
      </h3>
      <p className="muted">{t('dashboard.errors.text')}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {retrying ? t('dashboard.loading') : t('dashboard.retry')}
      </button>
    </div>
  );
}

/** Grey blocks in the shape of what is loading; screen readers hear "Loading". */
export function Skeleton({ rows = 3, className = '' }: { rows?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`db-skeleton ${className}`} role="status" aria-live="polite">
      <span className="visually-hidden">{t('dashboard.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="db-skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  );
}

export function EmptyState({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="db-empty" data-testid={testId}>
      <svg className="db-empty__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <path
          d="M8 22 24 9l16 13v17a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z M19 41V29h10v12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <h3 className="db-empty__title">{title}</h3>
      {text && <p className="muted">{text}</p>}
      {action}
    </div>
  );
}

/** Edit a price in a small dialog; the server's field error (if any) shows under the input. */
export function PriceDialog({
  listing,
  onSave,
  onClose,
}: {
  listing: { title: string; price: number; currency: string };
  onSave: (price: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModal();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = listingPriceSchema.safeParse({ price: new FormData(event.currentTarget).get('price') });
    if (!parsed.success) return setError(zodFieldErrors(parsed.error).price);
    setError(undefined);
    setSaving(true);
    try {
      await onSave(parsed.data.price);
      dialog.current?.close();
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.fields.price
          ? failure.fields.price
          : 'dashboard.errors.action_failed',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <dialog ref={dialog} className="db-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`}>{t('dashboard.price_dialog.title')}</h2>
        <p className="muted db-dialog__subject">{listing.title}</p>
        <div className="field">
          <label htmlFor={`${id}-price`}>{t('dashboard.price_dialog.label', { currency: listing.currency })}</label>
          <input
            id={`${id}-price`}
            name="price"
            className="input"
            inputMode="decimal"
            defaultValue={String(listing.price)}
            dir="ltr"
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p className="field__error" id={`${id}-error`} role="alert">
              {t(error)}
            </p>
          )}
        </div>
        <div className="db-dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
            {t('dashboard.cancel')}
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('dashboard.saving') : t('dashboard.price_dialog.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** "Delete this listing?" with Cancel focused first. */
export function ConfirmDeleteDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModal();
  return (
    <dialog ref={dialog} className="db-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form method="dialog">
        <h2 id={`${id}-title`}>{t('dashboard.listings.delete_title')}</h2>
        <p className="db-dialog__subject">{title}</p>
        <p className="muted">{t('dashboard.listings.delete_text')}</p>
        <div className="db-dialog__actions">
          <button type="submit" className="button button--ghost" autoFocus>
            {t('dashboard.cancel')}
          </button>
          <button
            type="button"
            className="button db-button--danger"
            onClick={() => {
              onConfirm();
              dialog.current?.close();
            }}
          >
            {t('dashboard.listings.confirm_delete')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** Previous / next links with "Page 2 of 5". */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <LinkPager
      block="db-pager"
      page={page}
      pages={pages}
      href={href}
      missing="empty"
      preventScrollReset
      texts={{
        label: t('dashboard.pages'),
        previous: t('dashboard.previous'),
        next: t('dashboard.next'),
        status: t('dashboard.page_of', { page: number(page), pages: number(pages) }),
      }}
    />
  );
}
