import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AgencyMember, MyAgencyAnswer } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { useModal } from '../../ui/dialog';
import { describedBy, Field, FieldError } from '../../ui/form/field';
import { SubmitButton } from '../../ui/form/submit-button';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../ui/dialog.css';
import { agenciesApi, agencyKeys } from './agencies-api';
import { NO_PROBLEMS, problemsOf, type FormProblems } from './agency-errors';

const RECEIVERS = ['listings_to', 'leads_to'] as const;

/**
 * Removing a member hands over their live listings and open leads: the dialog says how many
 * ("3 live listings and 2 open leads go to…") and asks who receives each (the remover by default).
 */
export function RemoveMemberDialog({
  member,
  members,
  me,
  onClose,
  onRemoved,
}: {
  member: AgencyMember;
  members: AgencyMember[];
  me: number;
  onClose: () => void;
  onRemoved: (answer: MyAgencyAnswer) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModal();
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const counts = useQuery({
    queryKey: agencyKeys.removal(member.id),
    queryFn: () => agenciesApi.removalPreview(member.id),
    staleTime: 0,
    retry: false,
  });
  const receivers = members.filter((m) => m.id !== member.id);
  const remove = useMutation({
    mutationFn: (body: { listings_to: number; leads_to: number }) => agenciesApi.removeMember(member.id, body),
    onSuccess: (answer) => onRemoved(answer.agency),
    onError: (error) => setProblems(problemsOf(error, RECEIVERS, 'agencies.remove.failed')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields: FormProblems['fields'] = {};
    const body = Object.fromEntries(RECEIVERS.map((name) => [name, Number(form.get(name) || 0)])) as {
      listings_to: number;
      leads_to: number;
    };
    for (const name of RECEIVERS) if (!body[name]) fields[name] = 'agencies.errors.receiver_required';
    setProblems({ fields, values: {} });
    if (Object.keys(fields).length === 0) remove.mutate(body);
  };

  const picker = (name: (typeof RECEIVERS)[number]) => {
    const fieldId = `${id}-${name}`;
    const error = problems.fields[name];
    return (
      <Field id={fieldId} label={t(`agencies.remove.${name}`)} error={error}>
        <select
          id={fieldId}
          name={name}
          className="input"
          defaultValue={receivers.some((m) => m.id === me) ? me : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error)}
          data-testid={`agency-${name}`}
        >
          <option value="">{t('agencies.remove.choose')}</option>
          {receivers.map((receiver) => (
            <option key={receiver.id} value={receiver.id}>
              {`${isolate(receiver.name)} · ${t(`agencies.roles.${receiver.role}`)}`}
            </option>
          ))}
        </select>
      </Field>
    );
  };

  return (
    <dialog
      ref={dialog}
      className="community-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      data-testid="agency-remove-dialog"
    >
      <form className="community-form" onSubmit={onSubmit} noValidate>
        <header className="community-dialog__head">
          <h2 id={`${id}-title`}>{t('agencies.remove.title', { name: isolate(member.name) })}</h2>
          <button
            type="button"
            className="community-dialog__close"
            onClick={onClose}
            aria-label={t('agencies.remove.cancel')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <p className="agency-remove__counts" aria-live="polite" data-testid="agency-removal-counts">
          {counts.data
            ? t('agencies.remove.hand_over', {
                listings: t('agencies.remove.listings', { count: counts.data.live_listings }),
                leads: t('agencies.remove.leads', { count: counts.data.open_leads }),
              })
            : counts.isError
              ? ''
              : t('agencies.remove.loading', { name: isolate(member.name) })}
        </p>
        <div className="community-form__grid">
          {picker('listings_to')}
          {picker('leads_to')}
        </div>
        <p className="muted">{t('agencies.remove.note', { name: isolate(member.name) })}</p>
        <FieldError id={`${id}-form-error`} error={problems.form} />
        <div className="community-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('agencies.remove.cancel')}
          </button>
          <SubmitButton
            className="button agency-danger--solid"
            pending={remove.isPending}
            label={t('agencies.remove.confirm')}
            pendingLabel={t('agencies.remove.removing')}
          />
        </div>
      </form>
    </dialog>
  );
}
