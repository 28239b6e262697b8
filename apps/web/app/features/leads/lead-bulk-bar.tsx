import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { LEAD_STATUSES, LOST_REASONS, leadBulkStatusInputSchema, type LeadStatus } from '@estate/shared';
import { describedBy, FieldError } from '../../ui/form/field';
import { fieldErrorsOf, type FieldErrors } from '../../ui/form/field-errors';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { LeadAccess } from './lead-access';
import { failureOf } from './lead-errors';
import { leadKeys, leadsApi } from './leads-api';

/**
 * The selected leads' changes, for those who may assign (`leads.assign`): give them to a member
 * (the agency's, or a manager's team) or set their status (lost with its reason).
 */
export function BulkBar({
  ids,
  people,
  onDone,
  onClear,
}: {
  ids: number[];
  people: LeadAccess['people'];
  /** After a change: how many leads it changed. */
  onDone: (count: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const after = (answer: { updated: number }) => {
    void client.invalidateQueries({ queryKey: leadKeys.all });
    onDone(answer.updated);
  };
  const fail = (error: unknown) => {
    const failure = failureOf(error, ['assignee_id', 'status', 'lost_reason']);
    setErrors(failure.fields);
    setFormError(failure.form);
  };
  const assign = useMutation({
    mutationFn: (to: number) => leadsApi.assign(ids, to),
    onSuccess: after,
    onError: fail,
  });
  const change = useMutation({
    mutationFn: leadsApi.bulkStatus,
    onSuccess: after,
    onError: fail,
  });

  const onAssign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if (!assignee) return setErrors({ assignee_id: 'leads.errors.assignee_required' });
    setErrors({});
    assign.mutate(Number(assignee));
  };
  const onStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const body = { lead_ids: ids, status, ...(status === 'lost' && reason ? { lost_reason: reason } : {}) };
    const parsed = leadBulkStatusInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    change.mutate(parsed.data);
  };

  const busy = assign.isPending || change.isPending;
  return (
    <section className="leads-bulk" aria-label={t('leads.bulk.label')} data-testid="leads-bulk">
      <p className="leads-bulk__count">
        <strong>{t('leads.bulk.selected', { count: ids.length })}</strong>{' '}
        <button type="button" className="link-button" onClick={onClear}>
          {t('leads.bulk.clear')}
        </button>
      </p>
      {people.length > 0 && (
        <form className="leads-bulk__form" onSubmit={onAssign} noValidate>
          <div className="field">
            <label htmlFor={`${id}-assignee`}>{t('leads.bulk.assign_to')}</label>
            <select
              id={`${id}-assignee`}
              className="input"
              value={assignee}
              onChange={(e) => setAssignee(e.target.value)}
              aria-invalid={errors.assignee_id ? true : undefined}
              aria-describedby={describedBy(`${id}-assignee`, errors.assignee_id)}
            >
              <option value="">{t('leads.bulk.choose_member')}</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-assignee-error`} error={errors.assignee_id} />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t('leads.bulk.assign')}
          </button>
        </form>
      )}
      <form className="leads-bulk__form" onSubmit={onStatus} noValidate>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('leads.bulk.set_status')}</label>
          <select
            id={`${id}-status`}
            className="input"
            value={status}
            onChange={(e) => setStatus(e.target.value as LeadStatus | '')}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={describedBy(`${id}-status`, errors.status)}
          >
            <option value="">{t('leads.bulk.choose_status')}</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`leads.statuses.${value}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-status-error`} error={errors.status} />
        </div>
        {status === 'lost' && (
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('leads.bulk.lost_reason')}</label>
            <select
              id={`${id}-reason`}
              className="input"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={errors.lost_reason ? true : undefined}
              aria-describedby={describedBy(`${id}-reason`, errors.lost_reason)}
            >
              <option value="">{t('leads.bulk.choose_reason')}</option>
              {LOST_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`leads.lost_reasons.${value}`)}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-reason-error`} error={errors.lost_reason} />
          </div>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t('leads.bulk.apply')}
        </button>
      </form>
      <FieldError id={`${id}-error`} error={formError} />
    </section>
  );
}
