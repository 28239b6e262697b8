import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { LEAD_FEEDBACK_ANSWERS, type LeadFeedbackAnswer } from '@estate/shared';
import { Link } from '../../lib/link';
import { FieldError } from '../../ui/form/field';
import { SubmitButton } from '../../ui/form/submit-button';
import { ApiRequestError } from '../../lib/api/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { leadsApi } from './leads-api';
import './lead-feedback.css';

/** The answer a link names (`&answer=replied|no_reply`), if it names one. */
export function feedbackAnswerOf(value: string | null): LeadFeedbackAnswer | undefined {
  return (LEAD_FEEDBACK_ANSWERS as readonly string[]).includes(value ?? '') ? (value as LeadFeedbackAnswer) : undefined;
}

/**
 * What a refused answer says: a used or unknown link (410, or a token the server cannot read)
 * is the one sentence `link_invalid`, which names nothing; anything else may be tried again.
 */
export function feedbackFailure(error: unknown): 'used' | 'retry' {
  if (!(error instanceof ApiRequestError)) return 'retry';
  if (error.status === 410 || error.fields.token === 'leads.feedback.errors.link_invalid') return 'used';
  return 'retry';
}

/**
 * `/leads/feedback?token=…&answer=replied|no_reply`, the page of the "Did <agent> reply?" mail and
 * notification (issue 36, J3.6; decision 0045). Opening it answers nothing (mail scanners follow
 * links): it shows the question with the tapped answer chosen, and one button sends it. Guests
 * allowed: the link's token is the only key. Then "Thank you", or, for a used or unknown link,
 * one sentence.
 */
export function LeadFeedbackPage({ token, answer }: { token: string; answer?: LeadFeedbackAnswer }) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<LeadFeedbackAnswer | undefined>(answer);
  const [missing, setMissing] = useState(false);
  const send = useMutation({ mutationFn: (chosen: LeadFeedbackAnswer) => leadsApi.feedback(token, chosen) });
  const failure = send.isError ? feedbackFailure(send.error) : undefined;

  if (send.isSuccess || failure === 'used') {
    return (
      <div className="lead-feedback__done" data-testid="lead-feedback-done">
        {send.isSuccess ? (
          <p role="status">{t('leads.feedback.thanks')}</p>
        ) : (
          <p role="alert" data-testid="lead-feedback-used">
            {t('leads.feedback.errors.link_invalid')}
          </p>
        )}
        <Link className="button button--ghost" to="/">
          {t('leads.feedback.home')}
        </Link>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice) return setMissing(true);
    setMissing(false);
    send.mutate(choice);
  };

  return (
    <form className="lead-feedback" onSubmit={onSubmit} noValidate data-testid="lead-feedback">
      <fieldset className="lead-feedback__choices" aria-describedby={missing ? `${id}-error` : undefined}>
        <legend className="visually-hidden">{t('leads.feedback.choices')}</legend>
        {LEAD_FEEDBACK_ANSWERS.map((value) => (
          <label key={value} className="lead-feedback__choice">
            <input
              type="radio"
              name="answer"
              value={value}
              checked={choice === value}
              onChange={() => {
                setChoice(value);
                setMissing(false);
              }}
            />
            <span>{t(`leads.feedback.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id={`${id}-error`} error={missing ? 'leads.feedback.errors.answer_invalid' : undefined} />
      <FieldError id={`${id}-failed`} error={failure === 'retry' ? 'leads.feedback.failed' : undefined} />
      <SubmitButton
        pending={send.isPending}
        label={t('leads.feedback.send')}
        pendingLabel={t('leads.feedback.sending')}
        className="button button--block"
      />
    </form>
  );
}
