import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  AGENCY_INVITE_DAYS,
  agencyInviteInputSchema,
  type AgencyInvite,
  type AgencyRole,
  type MyAgencyAnswer,
} from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { describedBy, Field, FieldError } from '../../ui/form/field';
import { fieldErrorsOf } from '../../ui/form/field-errors';
import { SubmitButton } from '../../ui/form/submit-button';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { agenciesApi } from './agencies-api';
import { NO_PROBLEMS, problemsOf, type FormProblems } from './agency-errors';

/** Invite by e-mail with a role (owners and admins), and the invitations still open, to withdraw. */
export function Invitations({
  answer,
  roles,
  onChange,
}: {
  answer: MyAgencyAnswer;
  roles: readonly AgencyRole[];
  onChange: (answer: MyAgencyAnswer, notice?: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const send = useMutation({
    mutationFn: agenciesApi.invite,
    onSuccess: (saved, body) => {
      setProblems(NO_PROBLEMS);
      form.current?.reset();
      onChange(saved, t('agencies.invites.sent', { email: isolate(body.email) }));
    },
    onError: (error) => setProblems(problemsOf(error, ['email', 'role'], 'agencies.invites.failed')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = agencyInviteInputSchema.safeParse({
      email: String(data.get('email') ?? '').trim(),
      role: String(data.get('role') ?? ''),
    });
    if (!parsed.success) {
      setProblems({ fields: fieldErrorsOf(parsed.error, /^agencies\./), values: {} });
      event.currentTarget.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    send.mutate(parsed.data);
  };

  const emailError = problems.fields.email;
  const roleError = problems.fields.role;
  return (
    <section className="agency-section" aria-labelledby={`${id}-title`} data-testid="agency-invites">
      <h3 id={`${id}-title`}>{t('agencies.invites.title')}</h3>
      <p className="muted">{t('agencies.invites.lead', { days: AGENCY_INVITE_DAYS })}</p>
      <form ref={form} className="agency-invite-form" onSubmit={onSubmit} noValidate>
        <Field id={`${id}-email`} label={t('agencies.invites.email')} error={emailError}>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            className="input"
            autoComplete="off"
            dir="ltr"
            maxLength={254}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={describedBy(`${id}-email`, emailError)}
          />
        </Field>
        <Field id={`${id}-role`} label={t('agencies.invites.role')} error={roleError}>
          <select
            id={`${id}-role`}
            name="role"
            className="input"
            defaultValue="agent"
            aria-invalid={roleError ? true : undefined}
            aria-describedby={describedBy(`${id}-role`, roleError)}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`agencies.roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="agency-invite-form__submit">
          <SubmitButton
            pending={send.isPending}
            label={t('agencies.invites.send')}
            pendingLabel={t('agencies.invites.sending')}
          />
        </div>
        <FieldError id={`${id}-form-error`} error={problems.form} />
      </form>
      <h4 className="agency-invites__title">{t('agencies.invites.pending')}</h4>
      {answer.invites.length === 0 ? (
        <p className="muted">{t('agencies.invites.none')}</p>
      ) : (
        <ul className="agency-invites" data-testid="agency-pending-invites">
          {answer.invites.map((invite) => (
            <PendingInvite key={invite.id} invite={invite} onChange={onChange} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingInvite({
  invite,
  onChange,
}: {
  invite: AgencyInvite;
  onChange: (answer: MyAgencyAnswer, notice?: string) => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const [failure, setFailure] = useState<string>();
  const withdraw = useMutation({
    mutationFn: () => agenciesApi.withdrawInvite(invite.id),
    onSuccess: (saved) => onChange(saved, t('agencies.invites.withdrawn', { email: isolate(invite.email) })),
    onError: (error) => setFailure(problemsOf(error, [], 'agencies.invites.failed').form),
  });
  return (
    <li className="agency-invite" data-testid="agency-invite">
      <div className="agency-invite__who">
        <strong dir="ltr">{invite.email}</strong>
        <span className="muted">
          {t(`agencies.roles.${invite.role}`)} · {t('agencies.invites.expires', { date: date(invite.expires_at) })}
          {invite.invited_by ? ` · ${t('agencies.invites.by', { name: isolate(invite.invited_by) })}` : ''}
        </span>
        <FieldError id={`invite-${invite.id}-error`} error={failure} />
      </div>
      <button
        type="button"
        className="button button--ghost"
        disabled={withdraw.isPending}
        aria-label={t('agencies.invites.withdraw_aria', { email: isolate(invite.email) })}
        onClick={() => withdraw.mutate()}
      >
        {t('agencies.invites.withdraw')}
      </button>
    </li>
  );
}
