import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { listingPriceSchema } from '@estate/shared';
import { ApiRequestError } from '../../lib/api/api-client';
import { zodFieldErrors } from '../../ui/form/api-failure';
import { useModal } from '../../ui/dialog';
import { LinkPager } from '../../ui/pager';
import { useFormat } from '../../lib/i18n/use-format';
import dashboardListingsStyles from './dashboard-listings.module.css';
import priceDialogStyles from './price-dialog.module.css';

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
  const { t, tDynamic } = useTranslation();
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
    <dialog ref={dialog} className={priceDialogStyles.dbDialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`}>{t('dashboard.price_dialog.title')}</h2>
        <p className={`muted ${priceDialogStyles.dbDialogSubject}`}>{listing.title}</p>
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
              {tDynamic(error)}
            </p>
          )}
        </div>
        <div className={priceDialogStyles.dbDialogActions}>
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

/** Previous / next links with "Page 2 of 5". */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <LinkPager
      block={dashboardListingsStyles.dbPager}
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
