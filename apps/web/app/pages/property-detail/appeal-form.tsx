import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { ListingDetail } from '@estate/shared';
import { formSchemas, preloadFormSchemas } from '../../ui/form/lazy-schemas';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';
import { api } from '../../lib/api/api-client';
import { apiFailure, zodFieldErrors } from '../../ui/form/api-failure';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './related-listings.module.css';

const sendAppeal = endpoint<typeof ops.postPropertiesAppeal>('POST', '/api/properties/:id/appeal/');

/**
 * On a listing an administrator took down: the owner's appeal, or the appeal already sent. The
 * listing stays hidden until an administrator approves it (decision 0024).
 */
export function AppealForm({ listing }: { listing: ListingDetail }) {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string>();
  const appeal = useMutation({
    mutationFn: (message: string) => api(sendAppeal, { params: { id: listing.id }, body: { message } }),
    onSuccess: () => revalidator.revalidate(),
    onError: (failure) => {
      const { fields, formKey } = apiFailure(failure);
      setError(fields.message ?? formKey ?? 'detail.owner.failed');
    },
  });

  if (listing.appeal_note) {
    return (
      <div className="notice" role="note" data-testid="appeal-sent">
        <p>{t('admin.owner.appeal_sent')}</p>
        <p>
          <strong>{t('admin.owner.your_appeal')}</strong> <span dir="auto">{listing.appeal_note}</span>
        </p>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = new FormData(event.currentTarget).get('message');
    const { listingAppealSchema } = await formSchemas();
    const parsed = listingAppealSchema.safeParse({ message });
    if (!parsed.success) return setError(zodFieldErrors(parsed.error).message);
    setError(undefined);
    appeal.mutate(parsed.data.message);
  };

  return (
    <form
      className={styles.ownerBarAppeal}
      onSubmit={onSubmit}
      onFocus={preloadFormSchemas}
      noValidate
      data-testid="appeal-form"
    >
      <label htmlFor={`${id}-appeal`}>{t('admin.owner.appeal_label')}</label>
      <textarea
        id={`${id}-appeal`}
        name="message"
        className="input"
        rows={3}
        maxLength={1000}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {t('admin.owner.appeal_hint')}
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {tDynamic(error)}
        </p>
      )}
      <button type="submit" className="button" disabled={appeal.isPending}>
        {t('admin.owner.appeal_submit')}
      </button>
    </form>
  );
}
