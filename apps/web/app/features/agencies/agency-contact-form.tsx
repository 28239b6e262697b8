import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AgencyContactInput, AgencyPublic } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { describedBy, Field, FieldError } from '../../ui/form/field';
import { apiErrorsOf, fieldErrorsOf, type FieldErrors } from '../../ui/form/field-errors';
import { formSchemas, preloadFormSchemas } from '../../ui/form/lazy-schemas';
import { SubmitButton } from '../../ui/form/submit-button';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSession } from '../../lib/session/use-session';
import { agenciesApi } from './agencies-api';

const FIELDS = ['name', 'phone', 'email', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

/** A refused send as the form shows it: each key at its field, anything else above the button. */
export function contactProblems(error: unknown): { fields: FieldErrors; form?: string } {
  const { fields, form } = apiErrorsOf(error, 'agencies.contact.failed', {
    too_many_requests: 'agencies.contact.too_many',
  });
  const shown: FieldErrors = {};
  let other = form;
  for (const [name, key] of Object.entries(fields)) {
    if ((FIELDS as readonly string[]).includes(name)) shown[name] = key;
    else other ??= key;
  }
  return { fields: shown, form: other };
}

/**
 * The agency page's contact form (issue 36, J3.5): name, phone, e-mail and message, a phone or an
 * e-mail to answer to, checked with the shared schema before sending and by the server again
 * (every refusal at its field, nothing typed lost). The contact becomes a lead of the agency,
 * given to its members in rotation. Guests allowed; a signed-in visitor's details are filled in.
 */
export function AgencyContactForm({ agency }: { agency: AgencyPublic }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const send = useMutation({
    mutationFn: (body: AgencyContactInput) => agenciesApi.contact(agency.slug, body),
    onError: (error) => {
      const problems = contactProblems(error);
      setErrors(problems.fields);
      setFormError(problems.form);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFormError(undefined);
    let schemas;
    try {
      schemas = await formSchemas();
    } catch {
      return setFormError('agencies.contact.failed');
    }
    const parsed = schemas.agencyContactInputSchema.safeParse(
      Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? '')])),
    );
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    send.mutate(parsed.data);
  };

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const control = (name: FieldName, extra?: string) => ({
    id: fieldId(name),
    name,
    className: 'input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errors[name], false, extra),
  });
  const agencyName = isolate(agency.name);

  return (
    <section className="agency-contact" aria-labelledby={`${id}-title`} id="agency-contact">
      <h2 id={`${id}-title`}>{t('agencies.contact.title')}</h2>
      {send.isSuccess ? (
        <div className="agency-contact__sent" role="status" data-testid="agency-contact-sent">
          <p>{t('leads.agency_contact.sent')}</p>
          <button type="button" className="button button--ghost" onClick={() => send.reset()}>
            {t('agencies.contact.again')}
          </button>
        </div>
      ) : (
        <form
          className="agency-contact__form"
          onSubmit={(event) => void onSubmit(event)}
          onFocus={preloadFormSchemas}
          noValidate
          data-testid="agency-contact-form"
        >
          <Field id={fieldId('name')} label={t('agencies.contact.name')} error={errors.name}>
            <input {...control('name')} autoComplete="name" maxLength={120} defaultValue={user?.full_name ?? ''} />
          </Field>
          <p className="field__hint agency-contact__reach" id={`${id}-reach`}>
            {t('agencies.contact.reach_hint')}
          </p>
          <Field id={fieldId('phone')} label={t('agencies.contact.phone')} error={errors.phone}>
            <input
              {...control('phone', `${id}-reach`)}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              defaultValue={user?.phone_number ?? ''}
            />
          </Field>
          <Field id={fieldId('email')} label={t('agencies.contact.email')} error={errors.email}>
            <input
              {...control('email', `${id}-reach`)}
              type="email"
              autoComplete="email"
              dir="ltr"
              defaultValue={user?.email ?? ''}
            />
          </Field>
          <Field id={fieldId('message')} label={t('agencies.contact.message')} error={errors.message}>
            <textarea {...control('message')} rows={4} dir="auto" />
          </Field>
          <FieldError id={`${id}-form-error`} error={formError} />
          <SubmitButton
            pending={send.isPending}
            label={t('agencies.contact.submit')}
            pendingLabel={t('agencies.contact.sending')}
            className="button button--block"
          />
          <p className="muted agency-contact__privacy" data-testid="agency-contact-privacy">
            {t('agencies.contact.privacy', { name: agencyName })}
          </p>
        </form>
      )}
    </section>
  );
}
