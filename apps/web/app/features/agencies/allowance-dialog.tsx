import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AgencyMember, MyAgencyAnswer } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { useModal } from '../../ui/dialog';
import { describedBy, Field, FieldError } from '../../ui/form/field';
import { SubmitButton } from '../../ui/form/submit-button';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../ui/dialog.css';
import { agenciesApi } from './agencies-api';
import { NO_PROBLEMS, problemsOf, type FormProblems } from './agency-errors';
import { memberFormDefaults, memberFormValues, memberPatch } from './agency-form-values';

/** An owner or admin changes one member's monthly credit allowance (blank: no limit of their own). */
export function AllowanceDialog({
  member,
  onClose,
  onSaved,
}: {
  member: AgencyMember;
  onClose: () => void;
  onSaved: (answer: MyAgencyAnswer) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModal({ focusMarked: true });
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const before = memberFormDefaults(member);
  const save = useMutation({
    mutationFn: (patch: Record<string, unknown>) => agenciesApi.updateMember(member.id, patch),
    onSuccess: onSaved,
    onError: (error) => setProblems(problemsOf(error, ['monthly_credit_allowance'], 'agencies.member.failed')),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = memberFormValues(new FormData(event.currentTarget));
    const patch = memberPatch(before, { ...before, monthly_credit_allowance: typed.monthly_credit_allowance });
    if (Object.keys(patch).length === 0) return onClose();
    setProblems(NO_PROBLEMS);
    save.mutate(patch);
  };
  const field = `${id}-allowance`;
  const error = problems.fields.monthly_credit_allowance;
  return (
    <dialog
      ref={dialog}
      className="community-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      data-testid="agency-allowance-dialog"
    >
      <form className="community-form" onSubmit={onSubmit} noValidate>
        <header className="community-dialog__head">
          <h2 id={`${id}-title`}>{t('agencies.wallet.dialog_title', { name: isolate(member.name) })}</h2>
        </header>
        <Field
          id={field}
          label={t('agencies.member.monthly_credit_allowance')}
          hint={t('agencies.member.allowance_hint')}
          error={error}
        >
          <input
            id={field}
            name="monthly_credit_allowance"
            className="input"
            inputMode="numeric"
            dir="ltr"
            defaultValue={before.monthly_credit_allowance}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(field, error, true)}
            data-autofocus
          />
        </Field>
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
