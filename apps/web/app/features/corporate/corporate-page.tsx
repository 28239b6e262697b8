import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  CORPORATE_TOOLS,
  TEAM_SIZES,
  corporateInterestSchema,
  type CorporateInterestInput,
  type CorporateInterestView,
} from '@estate/shared';
import { api } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { useSession } from '../../lib/session/use-session';
import { apiErrorsOf } from '../../ui/form/field-errors';
import { Field, FieldError, InputField } from '../../ui/form/field';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import './corporate.css';
import { listSeparator } from '../../ui/bidi';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/corporate';

const postInterest = endpoint<typeof ops.postCorporateInterest>('POST', '/api/corporate/interest/');

const TOOL_ICONS: Record<(typeof CORPORATE_TOOLS)[number], string> = {
  hr: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6M2 20c0-3 3-5 6-5s6 2 6 5M14 15c3 0 8 1 8 5',
  crm: 'M4 5h16v10H8l-4 4zM8 9h8M8 12h5',
  erp: 'M4 20V10h4v10M10 20V4h4v16M16 20v-7h4v7',
};

function InterestForm() {
  const { t, tDynamic } = useTranslation();
  const { user } = useSession();
  const id = useId();
  const { errorOf, register, formError, showFailure, onSubmit } = useZodForm<CorporateInterestInput>({
    schema: corporateInterestSchema,
    read: (values) => ({
      name: textOf(values, 'name'),
      email: textOf(values, 'email'),
      company: textOf(values, 'company'),
      phone: textOf(values, 'phone'),
      team_size: textOf(values, 'team_size'),
      interests: Array.isArray(values.interests) ? values.interests.map(String) : [],
      message: textOf(values, 'message'),
    }),
  });
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: CorporateInterestInput) => api(postInterest, { body }),
    onSuccess: (_answer, body) => setDoneFor(body.email),
    onError: (error) => {
      const failure = apiErrorsOf(error, 'auth.errors.generic', { too_many_requests: 'corporate.errors.too_many' });
      showFailure({ fields: failure.fields, formKey: failure.form });
    },
  });

  if (doneFor) {
    return (
      <div className="corp-form corp-form--done panel" role="status" data-testid="corporate-success">
        <h2>{t('corporate.form.success_title')}</h2>
        <p>{t('corporate.form.success_text', { email: doneFor })}</p>
      </div>
    );
  }

  return (
    <form
      className="corp-form panel"
      onSubmit={(e) => void onSubmit((data) => mutation.mutate(data))(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="corporate-form"
    >
      <h2 id={`${id}-title`}>{t('corporate.form.title')}</h2>
      {formError && (
        <p className="form-error" role="alert">
          {tDynamic(formError)}
        </p>
      )}
      <div className="corp-form__row">
        <InputField
          id={`${id}-name`}
          label={t('corporate.form.name')}
          error={errorOf('name')}
          {...register('name')}
          autoComplete="name"
          defaultValue={user?.full_name ?? ''}
        />
        <InputField
          id={`${id}-email`}
          label={t('corporate.form.email')}
          error={errorOf('email')}
          {...register('email')}
          type="email"
          autoComplete="email"
          defaultValue={user?.email ?? ''}
        />
      </div>
      <div className="corp-form__row">
        <InputField
          id={`${id}-company`}
          label={t('corporate.form.company')}
          error={errorOf('company')}
          {...register('company')}
          autoComplete="organization"
        />
        <InputField
          id={`${id}-phone`}
          label={t('corporate.form.phone')}
          error={errorOf('phone')}
          {...register('phone')}
          type="tel"
          autoComplete="tel"
        />
      </div>
      <Field id={`${id}-team`} label={t('corporate.form.team_size')} error={errorOf('team_size')}>
        <select id={`${id}-team`} {...register('team_size')} className="input" defaultValue="">
          <option value="">{t('corporate.form.team_size_any')}</option>
          {TEAM_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`corporate.form.team_sizes.${size}`)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset
        className="corp-form__tools"
        aria-describedby={errorOf('interests') ? `${id}-interests-error` : undefined}
      >
        <legend>{t('corporate.form.interests')}</legend>
        {CORPORATE_TOOLS.map((tool) => (
          <label key={tool} className="corp-check">
            <input type="checkbox" {...register('interests')} value={tool} />
            <span>{t(`corporate.tools.${tool}.name`)}</span>
          </label>
        ))}
        <FieldError id={`${id}-interests-error`} error={errorOf('interests')} />
      </fieldset>
      <Field id={`${id}-message`} label={t('corporate.form.message')} error={errorOf('message')}>
        <textarea id={`${id}-message`} {...register('message')} className="input" rows={3} maxLength={2000} />
      </Field>
      <button type="submit" className="button button--block" disabled={mutation.isPending}>
        {mutation.isPending ? t('corporate.form.sending') : t('corporate.form.submit')}
      </button>
    </form>
  );
}

function Registrations({ rows }: { rows: CorporateInterestView[] }) {
  const { t, i18n } = useTranslation();
  const { date } = useFormat();
  return (
    <section className="corp-admin panel" aria-labelledby="corp-admin-title" data-testid="corporate-registrations">
      <h2 id="corp-admin-title">{t('corporate.admin.title')}</h2>
      <p className="muted">{t('corporate.admin.count', { count: rows.length })}</p>
      {rows.length ? (
        <div className="corp-admin__scroll">
          <table className="corp-table">
            <thead>
              <tr>
                <th scope="col">{t('corporate.admin.date')}</th>
                <th scope="col">{t('corporate.admin.name')}</th>
                <th scope="col">{t('corporate.admin.company')}</th>
                <th scope="col">{t('corporate.admin.email')}</th>
                <th scope="col">{t('corporate.admin.phone')}</th>
                <th scope="col">{t('corporate.admin.team_size')}</th>
                <th scope="col">{t('corporate.admin.interests')}</th>
                <th scope="col">{t('corporate.admin.message')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{date(row.created_at)}</td>
                  <td>{row.name}</td>
                  <td>{row.company}</td>
                  <td>
                    <a href={`mailto:${row.email}`}>{row.email}</a>
                  </td>
                  <td>{row.phone ?? '—'}</td>
                  <td>{row.team_size ?? '—'}</td>
                  <td>{row.interests.map((i) => t(`corporate.tools.${i}.name`)).join(listSeparator(i18n.language))}</td>
                  <td>{row.message || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('corporate.admin.empty')}</p>
      )}
    </section>
  );
}

/** `/corporateservices`: coming soon, what the HR, CRM and ERP tools will do, and the interest form. */
export function CorporatePage({ registrations }: { registrations: CorporateInterestView[] | null }) {
  const { t } = useTranslation();
  const who = t('corporate.who', { returnObjects: true }) as string[];
  return (
    <div className="container corp-page">
      <header className="corp-hero">
        <p className="eyebrow">{t('corporate.eyebrow')}</p>
        <h1>{t('corporate.title')}</h1>
        <p className="lead">{t('corporate.lead')}</p>
      </header>
      <div className="corp-layout">
        <div>
          <h2>{t('corporate.tools_title')}</h2>
          <ul className="corp-tools">
            {CORPORATE_TOOLS.map((tool) => (
              <li key={tool} className="corp-tool">
                <svg
                  viewBox="0 0 24 24"
                  width="32"
                  height="32"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.7"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={TOOL_ICONS[tool]} />
                </svg>
                <div>
                  <h3>{t(`corporate.tools.${tool}.name`)}</h3>
                  <p>{t(`corporate.tools.${tool}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <h2>{t('corporate.who_title')}</h2>
          <ul className="check-list">
            {who.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <InterestForm />
      </div>
      {registrations && <Registrations rows={registrations} />}
    </div>
  );
}
