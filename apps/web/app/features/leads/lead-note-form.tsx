import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { LEAD_NOTE_MAX, leadNoteInputSchema, type LeadDetail } from '@estate/shared';
import { describedBy, FieldError } from '../../ui/form/field';
import { fieldErrorsOf } from '../../ui/form/field-errors';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { failureOf } from './lead-errors';
import { counterText } from './lead-format';
import { useLeadUpdate } from './lead-update';
import { leadsApi } from './leads-api';

/** A private note, at most LEAD_NOTE_MAX characters, with a counter; the text stays until it is saved. */
export function NoteForm({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const update = useLeadUpdate(lead.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (note: string) => leadsApi.addNote(lead.id, note),
    onSuccess: (detail) => {
      update(detail);
      setText('');
      setSaved(true);
    },
    onError: (failure) => {
      const { fields, form } = failureOf(failure, ['text']);
      setError(fields.text ?? form);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const parsed = leadNoteInputSchema.safeParse({ text });
    if (!parsed.success) return setError(fieldErrorsOf(parsed.error).text);
    setError(undefined);
    save.mutate(parsed.data.text);
  };
  return (
    <section className="lead-section">
      <form className="lead-note" onSubmit={onSubmit} noValidate data-testid="lead-note-form">
        <div className="field">
          <label htmlFor={`${id}-note`}>{t('leads.panel.note')}</label>
          <textarea
            id={`${id}-note`}
            className="input lead-note__text"
            rows={3}
            value={text}
            maxLength={LEAD_NOTE_MAX}
            onChange={(e) => {
              setText(e.target.value);
              setSaved(false);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-note`, error, true, `${id}-note-count`)}
            dir="auto"
          />
          <p className="field__hint lead-note__foot">
            <span id={`${id}-note-hint`}>{t('leads.panel.note_hint')}</span>
            <span id={`${id}-note-count`} className="lead-note__count" data-testid="lead-note-count">
              {counterText(text.length, LEAD_NOTE_MAX, locale)}
            </span>
          </p>
          <FieldError id={`${id}-note-error`} error={error} />
        </div>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('leads.panel.saving') : t('leads.panel.note_save')}
        </button>
        <p className="lead-saved" role="status">
          {saved ? t('leads.panel.note_saved') : ''}
        </p>
      </form>
    </section>
  );
}
