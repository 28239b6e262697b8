import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { CURRENCIES, serviceRequestInputSchema, type ServiceDetail, type ServiceRequestInput } from '@estate/shared';
import { useSession } from '../../lib/session/use-session';
import { apiErrorsOf, fieldErrorsOf, type FieldErrors } from '../../ui/form/field-errors';
import { sendRequest, serviceKeys } from './services-api';
import { describedBy, Field, InputField } from '../../ui/form/field';

/** The request form on a service page: what, where, when, budget. Guests are sent to log in first. */
export function RequestForm({ offer }: { offer: ServiceDetail }) {
  const { t, tDynamic } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
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
      setErrors(failure.fields);
      setFormError(failure.fields.service ?? failure.form);
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
          <button type="button" className="button button--ghost" onClick={() => setSent(false)}>
            {t('services.request.another')}
          </button>
        </div>
      </section>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const form = new FormData(event.currentTarget);
    const parsed = serviceRequestInputSchema.safeParse({
      what: String(form.get('what') ?? ''),
      location: String(form.get('location') ?? ''),
      wanted_on: String(form.get('wanted_on') ?? ''),
      budget: String(form.get('budget') ?? ''),
      currency: String(form.get('currency') ?? ''),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <section className="svc-request panel" id="request" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('services.request.title')}</h2>
      <p className="muted">{t('services.request.lead')}</p>
      <form onSubmit={onSubmit} noValidate data-testid="request-form" className="svc-form">
        {formError && (
          <p className="form-error" role="alert">
            {tDynamic(formError)}
          </p>
        )}
        <Field id={`${id}-what`} label={t('services.request.what')} error={errors.what}>
          <textarea
            id={`${id}-what`}
            name="what"
            className="input"
            rows={4}
            maxLength={2000}
            placeholder={t('services.request.what_placeholder')}
            aria-invalid={!!errors.what}
            aria-describedby={describedBy(`${id}-what`, errors.what)}
          />
        </Field>
        <InputField
          id={`${id}-location`}
          label={t('services.request.location')}
          error={errors.location}
          name="location"
          maxLength={200}
          placeholder={t('services.request.location_placeholder')}
        />
        <InputField
          id={`${id}-when`}
          label={t('services.request.wanted_on')}
          error={errors.wanted_on}
          name="wanted_on"
          type="date"
          min={today}
        />
        <div className="svc-form__row">
          <InputField
            id={`${id}-budget`}
            label={t('services.request.budget')}
            error={errors.budget}
            name="budget"
            type="number"
            min="0"
            step="any"
            inputMode="decimal"
          />
          <Field id={`${id}-currency`} label={t('services.request.currency')} error={errors.currency}>
            <select id={`${id}-currency`} name="currency" className="input" defaultValue={offer.currency ?? 'PKR'}>
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
