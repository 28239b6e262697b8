import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { CURRENCIES, serviceRequestInputSchema, type ServiceDetail, type ServiceRequestInput } from '@estate/shared';
import { useSession } from '../../lib/session/use-session';
import { apiErrorsOf } from '../../ui/form/field-errors';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import { sendRequest, serviceKeys } from './services-api';
import { describedBy, Field, InputField } from '../../ui/form/field';

/** The request form on a service page: what, where, when, budget. Guests are sent to log in first. */
export function RequestForm({ offer }: { offer: ServiceDetail }) {
  const { t, tDynamic } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const id = useId();
  const { form, errorOf, register, formError, showFailure, onSubmit } = useZodForm<ServiceRequestInput>({
    schema: serviceRequestInputSchema,
    read: (values) => ({
      what: textOf(values, 'what'),
      location: textOf(values, 'location'),
      wanted_on: textOf(values, 'wanted_on'),
      budget: textOf(values, 'budget'),
      currency: textOf(values, 'currency'),
    }),
  });
  const [sent, setSent] = useState(false);
  const today = new Date().toISOString().slice(0, 10);

  const mutation = useMutation({
    mutationFn: (body: ServiceRequestInput) => sendRequest(offer.id, body),
    onSuccess: () => {
      setSent(true);
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
    onError: (error) => {
      const failure = apiErrorsOf(error, 'auth.errors.generic', {
        not_found: 'services.errors.not_found',
        too_many_requests: 'chat.errors.too_fast',
      });
      showFailure({ fields: failure.fields, formKey: failure.fields.service ?? failure.form });
    },
  });

  if (!user) {
    const back = `${location.pathname}${location.search}#request`;
    return (
      <section className="svc-request panel" id="request" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('services.request.login_title')}</h2>
        <p className="muted">{t('services.request.lead')}</p>
        <Link to={`/auth/login?redirect=${encodeURIComponent(back)}`} className="button button--block">
          {t('services.request.login_button')}
        </Link>
      </section>
    );
  }
  if (user.id === offer.provider.id) {
    return (
      <section className="svc-request panel" id="request">
        <p className="notice">{t('services.request.own')}</p>
        <Link to={`/services-list/new?edit=${offer.id}`} className="button button--ghost button--block">
          {t('services.detail.edit')}
        </Link>
      </section>
    );
  }
  if (sent) {
    return (
      <section className="svc-request panel" id="request" role="status" data-testid="request-sent">
        <h2>{t('services.request.success_title')}</h2>
        <p>{t('services.request.success_text', { name: offer.provider.name })}</p>
        <div className="svc-request__actions">
          <Link to="/dashboard?tab=services" className="button">
            {t('services.request.track')}
          </Link>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              // A new request starts empty, as the form did the first time.
              form.reset();
              setSent(false);
            }}
          >
            {t('services.request.another')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="svc-request panel" id="request" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('services.request.title')}</h2>
      <p className="muted">{t('services.request.lead')}</p>
      <form
        onSubmit={(e) => void onSubmit((data) => mutation.mutate(data))(e)}
        noValidate
        data-testid="request-form"
        className="svc-form"
      >
        {formError && (
          <p className="form-error" role="alert">
            {tDynamic(formError)}
          </p>
        )}
        <Field id={`${id}-what`} label={t('services.request.what')} error={errorOf('what')}>
          <textarea
            id={`${id}-what`}
            {...register('what')}
            className="input"
            rows={4}
            maxLength={2000}
            placeholder={t('services.request.what_placeholder')}
            aria-invalid={!!errorOf('what')}
            aria-describedby={describedBy(`${id}-what`, errorOf('what'))}
          />
        </Field>
        <InputField
          id={`${id}-location`}
          label={t('services.request.location')}
          error={errorOf('location')}
          {...register('location')}
          maxLength={200}
          placeholder={t('services.request.location_placeholder')}
        />
        <InputField
          id={`${id}-when`}
          label={t('services.request.wanted_on')}
          error={errorOf('wanted_on')}
          {...register('wanted_on')}
          type="date"
          min={today}
        />
        <div className="svc-form__row">
          <InputField
            id={`${id}-budget`}
            label={t('services.request.budget')}
            error={errorOf('budget')}
            {...register('budget')}
            type="number"
            min="0"
            step="any"
            inputMode="decimal"
          />
          <Field id={`${id}-currency`} label={t('services.request.currency')} error={errorOf('currency')}>
            <select
              id={`${id}-currency`}
              {...register('currency')}
              className="input"
              defaultValue={offer.currency ?? 'PKR'}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <button type="submit" className="button button--block" disabled={mutation.isPending}>
          {mutation.isPending ? t('services.request.sending') : t('services.request.submit')}
        </button>
      </form>
    </section>
  );
}
