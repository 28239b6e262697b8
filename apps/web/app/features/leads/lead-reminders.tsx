import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { LEAD_REMINDER_NOTE_MAX, type LeadDetail } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { describedBy, FieldError } from '../../ui/form/field';
import { type FieldErrors } from '../../ui/form/field-errors';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { failureOf } from './lead-errors';
import { dateTime, reminderInstant, userTimeZone } from './lead-format';
import { useLeadUpdate } from './lead-update';
import { leadsApi } from './leads-api';

/** The open reminders (overdue ones first, in red) with "Done", and the form for a new one. */
export function Reminders({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const update = useLeadUpdate(lead.id);
  const [when, setWhen] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const zone = userTimeZone();
  const add = useMutation({
    mutationFn: (dueAt: string) =>
      leadsApi.addReminder(lead.id, { due_at: dueAt, note: note.trim() || undefined, time_zone: zone }),
    onSuccess: (detail) => {
      update(detail);
      setWhen('');
      setNote('');
      setSaved(true);
    },
    onError: (error) => {
      const failure = failureOf(error, ['due_at', 'note']);
      setErrors(failure.fields);
      setFormError(failure.form);
    },
  });
  const done = useMutation({
    mutationFn: (reminderId: number) => leadsApi.completeReminder(lead.id, reminderId),
    onSuccess: update,
  });
  const open = lead.reminders.filter((r) => !r.done_at);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const dueAt = reminderInstant(when);
    if (!dueAt) return setErrors({ due_at: 'leads.errors.due_at_invalid' });
    setErrors({});
    // Whether the time is still ahead is the server's to say: it is the clock every reminder runs on.
    add.mutate(dueAt);
  };

  return (
    <>
      {open.length ? (
        <ul className="lead-reminders" data-testid="lead-reminders">
          {open.map((reminder) => (
            <li
              key={reminder.id}
              className={reminder.overdue ? 'lead-reminder lead-reminder--overdue' : 'lead-reminder'}
            >
              <div>
                {reminder.overdue && <strong>{t('leads.panel.reminder_overdue')} · </strong>}
                <time dateTime={reminder.due_at}>{dateTime(reminder.due_at, locale)}</time>
                <span className="muted"> · {t('leads.panel.reminder_for', { name: isolate(reminder.user.name) })}</span>
                {reminder.note && (
                  <p className="lead-reminder__note" dir="auto">
                    {reminder.note}
                  </p>
                )}
              </div>
              <button
                type="button"
                className="button button--ghost"
                disabled={done.isPending}
                onClick={() => done.mutate(reminder.id)}
                aria-label={t('leads.panel.reminder_done_label', { time: dateTime(reminder.due_at, locale) })}
              >
                {t('leads.panel.reminder_done')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('leads.panel.no_reminders')}</p>
      )}
      <form className="lead-reminder-form" onSubmit={onSubmit} noValidate data-testid="lead-reminder-form">
        <div className="field">
          <label htmlFor={`${id}-when`}>{t('leads.panel.reminder_when')}</label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            className="input"
            value={when}
            onChange={(e) => {
              setWhen(e.target.value);
              setSaved(false);
            }}
            aria-invalid={errors.due_at ? true : undefined}
            aria-describedby={describedBy(`${id}-when`, errors.due_at, true)}
          />
          <p className="field__hint" id={`${id}-when-hint`}>
            {t('leads.panel.reminder_zone', { zone })}
          </p>
          <FieldError id={`${id}-when-error`} error={errors.due_at} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-what`}>{t('leads.panel.reminder_note')}</label>
          <input
            id={`${id}-what`}
            className="input"
            value={note}
            maxLength={LEAD_REMINDER_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy(`${id}-what`, errors.note)}
            dir="auto"
          />
          <FieldError id={`${id}-what-error`} error={errors.note} />
        </div>
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? t('leads.panel.saving') : t('leads.panel.reminder_save')}
        </button>
      </form>
      <FieldError id={`${id}-form-error`} error={formError ?? (done.isError ? 'leads.panel.failed' : undefined)} />
      <p className="lead-saved" role="status">
        {saved ? t('leads.panel.reminder_saved') : ''}
      </p>
    </>
  );
}
