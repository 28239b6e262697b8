import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { serviceReviewInputSchema, type ServiceRequestView } from '@estate/shared';
import { apiErrorsOf } from '../../ui/form/field-errors';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import { sendReview } from './services-api';
import { Field } from '../../ui/form/field';

const RATINGS = [5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1];

/** The requester's review of a completed request: a rating in half steps (default 5) and words. */
export function ReviewForm({
  request,
  onDone,
  onCancel,
}: {
  request: ServiceRequestView;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  const { errorOf, register, formError, showFailure, onSubmit } = useZodForm<{ rating: number; body: string }>({
    schema: serviceReviewInputSchema,
    read: (values) => ({ rating: Number(values.rating), body: textOf(values, 'body') }),
  });
  const mutation = useMutation({
    mutationFn: (body: { rating: number; body: string }) => sendReview(request.id, body),
    onSuccess: onDone,
    onError: (error) => {
      const failure = apiErrorsOf(error, 'auth.errors.generic', {
        already_reviewed: 'services.errors.already_reviewed',
        not_completed: 'services.errors.review_not_completed',
      });
      showFailure({ fields: failure.fields, formKey: failure.form });
    },
  });
  return (
    <form
      className="svc-review-form"
      onSubmit={(e) => void onSubmit((data) => mutation.mutate(data))(e)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`}>{t('services.review.title', { name: request.provider.name })}</h4>
      {formError && (
        <p className="form-error" role="alert">
          {tDynamic(formError)}
        </p>
      )}
      <Field id={`${id}-rating`} label={t('services.review.rating')} error={errorOf('rating')}>
        <select id={`${id}-rating`} {...register('rating')} className="input" defaultValue="5">
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {'★'.repeat(Math.floor(r))}
              {r % 1 ? '½' : ''} {t('services.review.stars', { count: r })}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-body`} label={t('services.review.body')} error={errorOf('body')}>
        <textarea id={`${id}-body`} {...register('body')} className="input" rows={3} maxLength={2000} />
      </Field>
      <div className="svc-row-actions">
        <button type="submit" className="button" disabled={mutation.isPending}>
          {t('services.review.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('services.review.cancel')}
        </button>
      </div>
    </form>
  );
}
