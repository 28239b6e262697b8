import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ALERT_FREQUENCIES, DEFAULT_DIGEST_HOUR, SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@estate/shared';
import { useModal } from '../../ui/dialog';
import { FieldError, describedBy } from '../../ui/form/field';
import { SubmitButton } from '../../ui/form/submit-button';
import { ApiRequestError } from '../../lib/api/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { browserTimeZone, savedSearchesApi } from './saved-searches-api';
import '../../ui/dialog.css';
import './saved-searches.css';

type Errors = Partial<Record<'name' | 'frequency' | 'channels' | 'digest_hour' | 'form', string>>;

/** The server's field keys are translation keys; anything else is a failure of the form. */
function errorsOf(error: unknown): Errors {
  if (error instanceof ApiRequestError) {
    if (error.code === 'quota_reached') return { form: 'search.saved.errors.limit' };
    const fields = error.fields;
    const found: Errors = {};
    if (fields.name) found.name = fields.name;
    if (fields.frequency) found.frequency = fields.frequency;
    if (fields.notify_email || fields.notify_in_app) found.channels = 'search.saved.errors.channel';
    if (fields.digest_hour) found.digest_hour = fields.digest_hour;
    if (Object.keys(found).length) return found;
  }
  return { form: 'search.saved.errors.query' };
}

/**
 * Save the current search, or change a saved one: its name, how often new matches are mailed and
 * where the user hears of them. A modal dialog; the server checks every field.
 */
export function SaveSearchDialog({
  query,
  defaultName,
  saved,
  onClose,
  onSaved,
}: {
  query: string;
  defaultName: string;
  saved?: SavedSearch;
  onClose: () => void;
  onSaved: (search: SavedSearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModal({ focusMarked: true });
  const [errors, setErrors] = useState<Errors>({});
  const [frequency, setFrequency] = useState(saved?.frequency ?? 'daily');
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      saved ? savedSearchesApi.update(saved.id, body) : savedSearchesApi.create({ ...body, query }),
    onSuccess: onSaved,
    onError: (error) => setErrors(errorsOf(error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      name: String(form.get('name') ?? '').trim(),
      frequency: String(form.get('frequency') ?? 'daily'),
      notify_email: form.get('notify_email') === 'on',
      notify_in_app: form.get('notify_in_app') === 'on',
      digest_hour: Number(form.get('digest_hour') ?? DEFAULT_DIGEST_HOUR),
      time_zone: saved?.time_zone ?? browserTimeZone(),
    };
    const found: Errors = {};
    if (!body.name) found.name = 'search.saved.errors.name_required';
    if (!body.notify_email && !body.notify_in_app) found.channels = 'search.saved.errors.channel';
    setErrors(found);
    if (Object.keys(found).length) return;
    mutation.mutate(body);
  };

  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return (
    <dialog
      ref={dialog}
      className="community-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      data-testid="save-search-dialog"
    >
      <form onSubmit={onSubmit} noValidate className="community-form">
        <header className="community-dialog__head">
          <h2 id={`${id}-title`}>{saved ? t('search.saved.edit') : t('search.saved.dialog_title')}</h2>
          <button
            type="button"
            className="community-dialog__close"
            onClick={onClose}
            aria-label={t('search.saved.cancel')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <p className="muted">{t('search.saved.lead')}</p>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('search.saved.name')}</label>
          <input
            id={`${id}-name`}
            name="name"
            className="input"
            defaultValue={saved?.name ?? defaultName.slice(0, SAVED_SEARCH_NAME_MAX)}
            maxLength={SAVED_SEARCH_NAME_MAX}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(`${id}-name`, errors.name, true)}
            data-autofocus
            dir="auto"
          />
          <p className="field__hint" id={`${id}-name-hint`}>
            {t('search.saved.name_hint')}
          </p>
          <FieldError id={`${id}-name-error`} error={errors.name} />
        </div>
        <fieldset className="saved-search-form__choices">
          <legend>{t('search.saved.frequency')}</legend>
          {ALERT_FREQUENCIES.map((choice) => (
            <label key={choice} className="saved-search-form__choice">
              <input
                type="radio"
                name="frequency"
                value={choice}
                checked={frequency === choice}
                onChange={() => setFrequency(choice)}
              />
              {t(`search.saved.frequency_${choice}`)}
            </label>
          ))}
        </fieldset>
        {frequency !== 'instant' && (
          <div className="field">
            <label htmlFor={`${id}-hour`}>{t('search.saved.digest_hour')}</label>
            <select
              id={`${id}-hour`}
              name="digest_hour"
              className="input"
              defaultValue={saved?.digest_hour ?? DEFAULT_DIGEST_HOUR}
            >
              {hours.map((hour) => (
                <option key={hour} value={hour}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </option>
              ))}
            </select>
          </div>
        )}
        <fieldset
          className="saved-search-form__choices"
          aria-describedby={describedBy(`${id}-channels`, errors.channels)}
        >
          <legend>{t('search.saved.channels')}</legend>
          <label className="saved-search-form__choice">
            <input type="checkbox" name="notify_in_app" defaultChecked={saved?.notify_in_app ?? true} />
            {t('search.saved.notify_in_app')}
          </label>
          <label className="saved-search-form__choice">
            <input type="checkbox" name="notify_email" defaultChecked={saved?.notify_email ?? true} />
            {t('search.saved.notify_email')}
          </label>
          <FieldError id={`${id}-channels-error`} error={errors.channels} />
        </fieldset>
        <FieldError id={`${id}-form-error`} error={errors.form} />
        <div className="community-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('search.saved.cancel')}
          </button>
          <SubmitButton
            pending={mutation.isPending}
            label={t('search.saved.save')}
            pendingLabel={t('search.saved.saving')}
          />
        </div>
      </form>
    </dialog>
  );
}
