import { useId, useState, type FormEvent } from 'react';
import type { RentFrequency } from '@estate/shared';
import { ApiRequestError } from '../../lib/api/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useModal } from '../dialog';
import { describedBy, Field } from '../form/field';
import { finalPriceOf, type ClosedStatus } from './final-price';
import styles from './closing-dialog.module.css';

export interface ClosingListing {
  title: string;
  currency: string;
  purpose: string;
  rent_frequency?: RentFrequency | null;
}

/**
 * Marking a listing sold or rented (issue 41): asks for the final price, optional, in the listing's
 * currency (and, for a rent, per the listing's period). `onSave` gets what to send as `final_price`
 * (undefined when left empty); a failure keeps the dialog open with what was typed, the server's
 * field error under the input, or `errorKey`'s message for any other failure.
 */
export function ClosingDialog({
  listing,
  status,
  onSave,
  onClose,
  errorKey = () => 'listing.closing.failed',
}: {
  listing: ClosingListing;
  status: ClosedStatus;
  onSave: (finalPrice: number | string | undefined) => Promise<void>;
  onClose: () => void;
  errorKey?: (failure: unknown) => string;
}) {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  const dialog = useModal();
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const hint = t('listing.closing.final_price_hint');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('final_price') as HTMLInputElement;
    setError(undefined);
    setFormError(undefined);
    setSaving(true);
    try {
      await onSave(finalPriceOf(input.value));
      dialog.current?.close();
    } catch (failure) {
      const field = failure instanceof ApiRequestError ? failure.fields.final_price : undefined;
      if (field) {
        setError(field);
        input.focus();
      } else setFormError(errorKey(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`}>{t(`listing.closing.title_${status}`)}</h2>
        <p className={`muted ${styles.subject}`} dir="auto">
          {listing.title}
        </p>
        <Field id={`${id}-price`} label={t('listing.closing.final_price')} hint={hint} error={error}>
          <div className={styles.amount}>
            <span className={styles.unit} id={`${id}-unit`}>
              {listing.currency}
            </span>
            <input
              id={`${id}-price`}
              name="final_price"
              className="input"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(`${id}-price`, error, hint, `${id}-unit`)}
            />
            {listing.purpose === 'rent' && listing.rent_frequency && (
              <span className={styles.unit}>{t(`listing.rent_frequency.${listing.rent_frequency}`)}</span>
            )}
          </div>
        </Field>
        {formError && (
          <p className="field__error" role="alert">
            {tDynamic(formError)}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
            {t('listing.closing.cancel')}
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('listing.closing.saving') : t(`listing.closing.confirm_${status}`)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
