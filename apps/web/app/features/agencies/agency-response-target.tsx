import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { agencyUpdateSchema, type MyAgencyAnswer } from '@estate/shared';
import { describedBy, Field } from '../../ui/form/field';
import { SubmitButton } from '../../ui/form/submit-button';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { agenciesApi } from './agencies-api';
import { problemsOf } from './agency-errors';

/**
 * The agency's response target (issue 36, default 60 minutes): a new lead's waiting time turns red
 * after it in the inbox. Owners and admins change it (`agency.edit`); others read it.
 */
export function ResponseTarget({
  minutes,
  canEdit,
  onChange,
}: {
  minutes: number;
  canEdit: boolean;
  onChange: (answer: MyAgencyAnswer, notice?: string) => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: (value: number) => agenciesApi.update({ response_target_minutes: value }),
    onSuccess: (saved) => onChange(saved, t('agencies.target.saved')),
    onError: (error) =>
      setProblem(
        problemsOf(error, ['response_target_minutes'], 'agencies.form.failed').fields.response_target_minutes ??
          'agencies.form.failed',
      ),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('response_target_minutes') ?? '').trim();
    const parsed = agencyUpdateSchema.shape.response_target_minutes.safeParse(typed === '' ? 'x' : typed);
    if (!parsed.success || parsed.data === undefined) return setProblem('agencies.errors.response_target_invalid');
    setProblem(undefined);
    if (parsed.data !== minutes) save.mutate(parsed.data);
  };
  const field = `${id}-target`;
  return (
    <section className="agency-target" aria-labelledby={`${id}-title`} data-testid="agency-response-target">
      <h3 id={`${id}-title`}>{t('agencies.target.title')}</h3>
      <p className="muted">{t('agencies.target.text', { count: minutes, formatted: number(minutes) })}</p>
      {canEdit && (
        <form className="agency-target__form" onSubmit={onSubmit} noValidate>
          <Field id={field} label={t('agencies.target.label')} hint={t('agencies.target.hint')} error={problem}>
            <input
              id={field}
              name="response_target_minutes"
              className="input agency-target__input"
              inputMode="numeric"
              dir="ltr"
              defaultValue={minutes}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy(field, problem, true)}
            />
          </Field>
          <SubmitButton
            pending={save.isPending}
            label={t('agencies.target.save')}
            pendingLabel={t('agencies.form.saving')}
            className="button button--ghost"
          />
        </form>
      )}
    </section>
  );
}
