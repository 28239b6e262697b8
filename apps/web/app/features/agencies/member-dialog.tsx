import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AgencyMember, AgencyRole, MyAgencyAnswer } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { useModal } from '../../ui/dialog';
import { describedBy, Field, FieldError } from '../../ui/form/field';
import { SubmitButton } from '../../ui/form/submit-button';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../ui/dialog.css';
import { agenciesApi } from './agencies-api';
import { NO_PROBLEMS, problemsOf, type FormProblems } from './agency-errors';
import { memberFormDefaults, memberFormValues, memberPatch } from './agency-form-values';

const MEMBER_FIELDS = [
  'role',
  'manager_id',
  'is_public',
  'brn',
  'brn_expires_on',
  'listing_allowance',
  'monthly_credit_allowance',
  'in_rotation',
  'paused',
] as const;

/** An admin changes a member's role, team, BRN, allowances and rotation; only what changed is sent. */
export function MemberDialog({
  member,
  members,
  roles,
  onClose,
  onSaved,
}: {
  member: AgencyMember;
  members: AgencyMember[];
  roles: readonly AgencyRole[];
  onClose: () => void;
  onSaved: (answer: MyAgencyAnswer) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModal({ focusMarked: true });
  const before = memberFormDefaults(member);
  const [role, setRole] = useState<AgencyRole>(member.role);
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const managers = members.filter((m) => m.role === 'manager' && m.id !== member.id);
  const save = useMutation({
    mutationFn: (patch: Record<string, unknown>) => agenciesApi.updateMember(member.id, patch),
    onSuccess: onSaved,
    onError: (error) => setProblems(problemsOf(error, MEMBER_FIELDS, 'agencies.member.failed')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const patch = memberPatch(before, memberFormValues(new FormData(event.currentTarget)));
    if (Object.keys(patch).length === 0) return onClose();
    setProblems(NO_PROBLEMS);
    save.mutate(patch);
  };

  const fieldId = (name: (typeof MEMBER_FIELDS)[number]) => `${id}-${name}`;
  const error = (name: (typeof MEMBER_FIELDS)[number]) => problems.fields[name];
  const control = (name: (typeof MEMBER_FIELDS)[number], hint?: boolean) => ({
    id: fieldId(name),
    name,
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), error(name), hint),
  });
  const check = (name: 'is_public' | 'in_rotation' | 'paused', label: string) => (
    <div className="field field--checkbox">
      <input {...control(name)} type="checkbox" defaultChecked={before[name]} />
      <label htmlFor={fieldId(name)}>{label}</label>
      <FieldError id={`${fieldId(name)}-error`} error={error(name)} />
    </div>
  );

  return (
    <dialog
      ref={dialog}
      className="community-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      data-testid="agency-member-dialog"
    >
      <form className="community-form" onSubmit={onSubmit} noValidate>
        <header className="community-dialog__head">
          <h2 id={`${id}-title`}>{t('agencies.member.title', { name: isolate(member.name) })}</h2>
          <button
            type="button"
            className="community-dialog__close"
            onClick={onClose}
            aria-label={t('agencies.member.cancel')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="community-form__grid">
          <Field id={fieldId('role')} label={t('agencies.member.role')} error={error('role')}>
            <select
              {...control('role')}
              className="input"
              value={role}
              onChange={(event) => setRole(event.target.value as AgencyRole)}
              data-autofocus
            >
              {[...new Set([...roles, member.role])].map((choice) => (
                <option key={choice} value={choice}>
                  {t(`agencies.roles.${choice}`)}
                </option>
              ))}
            </select>
          </Field>
          {role === 'agent' && (
            <Field id={fieldId('manager_id')} label={t('agencies.member.manager')} error={error('manager_id')}>
              <select {...control('manager_id')} className="input" defaultValue={before.manager_id}>
                <option value="">{t('agencies.member.no_manager')}</option>
                {managers.map((manager) => (
                  <option key={manager.id} value={manager.id}>
                    {manager.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field id={fieldId('brn')} label={t('agencies.member.brn')} error={error('brn')}>
            <input
              {...control('brn')}
              className="input"
              inputMode="numeric"
              dir="ltr"
              maxLength={20}
              defaultValue={before.brn}
            />
          </Field>
          <Field
            id={fieldId('brn_expires_on')}
            label={t('agencies.member.brn_expires_on')}
            error={error('brn_expires_on')}
          >
            <input
              {...control('brn_expires_on')}
              className="input"
              type="date"
              dir="ltr"
              defaultValue={before.brn_expires_on}
            />
          </Field>
          <Field
            id={fieldId('listing_allowance')}
            label={t('agencies.member.listing_allowance')}
            hint={t('agencies.member.allowance_hint')}
            error={error('listing_allowance')}
            values={problems.values.listing_allowance}
          >
            <input
              {...control('listing_allowance', true)}
              className="input"
              inputMode="numeric"
              dir="ltr"
              defaultValue={before.listing_allowance}
            />
          </Field>
          <Field
            id={fieldId('monthly_credit_allowance')}
            label={t('agencies.member.monthly_credit_allowance')}
            hint={t('agencies.member.allowance_hint')}
            error={error('monthly_credit_allowance')}
          >
            <input
              {...control('monthly_credit_allowance', true)}
              className="input"
              inputMode="numeric"
              dir="ltr"
              defaultValue={before.monthly_credit_allowance}
            />
          </Field>
        </div>
        {check('is_public', t('agencies.member.is_public'))}
        {check('in_rotation', t('agencies.member.in_rotation'))}
        {check('paused', t('agencies.member.paused'))}
        <FieldError id={`${id}-form-error`} error={problems.form} values={problems.values.form} />
        <div className="community-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('agencies.member.cancel')}
          </button>
          <SubmitButton
            pending={save.isPending}
            label={t('agencies.member.save')}
            pendingLabel={t('agencies.member.saving')}
          />
        </div>
      </form>
    </dialog>
  );
}
