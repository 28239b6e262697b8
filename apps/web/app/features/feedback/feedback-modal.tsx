import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useModal } from '../../ui/dialog';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { FEEDBACK_CLOSE_MS, FEEDBACK_RATING, loginPathFor } from '@estate/shared';
import { ApiRequestError } from '../../lib/api/api-client';
import { useSession } from '../../lib/session/use-session';
import { feedbackApi } from './feedback-api';
import { feedbackErrorText, type FeedbackErrorText } from './feedback-errors';
import { StarRating } from './star-rating';
import '../../ui/dialog.css';
import './feedback.css';

/**
 * "Share Your Feedback" (spec sections 2, 5 and 8): title, description and a rating in half
 * steps (5 by default). A native modal dialog keeps focus inside and closes on Escape. The login
 * check uses the cookie session (decision 0001), not a token in local storage.
 */
export default function FeedbackModal({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  // React's autoFocus runs before the dialog opens; the first field gets focus once it is open.
  const dialog = useModal({ focusMarked: true });
  const location = useLocation();
  const { isSignedIn } = useSession();
  const [rating, setRating] = useState<number>(FEEDBACK_RATING.default);
  const [error, setError] = useState<FeedbackErrorText & { login?: boolean }>();
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(onClose, FEEDBACK_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onClose]);

  const mutation = useMutation({
    mutationFn: feedbackApi.send,
    onSuccess: () => {
      setSent(true);
      onSent();
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiRequestError
          ? feedbackErrorText(failure.status, failure.body)
          : { key: 'feedback.errors.failed' },
      ),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || sent) return;
    const form = new FormData(event.currentTarget);
    const title = String(form.get('title') ?? '').trim();
    const description = String(form.get('description') ?? '').trim();
    if (!isSignedIn) return setError({ key: 'feedback.errors.login_required', login: true });
    if (!title || !description) return setError({ key: 'feedback.errors.required' });
    setError(undefined);
    mutation.mutate({ title, description, rating });
  };

  const here = location.pathname + location.search;
  return (
    <dialog
      ref={dialog}
      className="community-dialog feedback-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      onClose={onClose}
      data-testid="feedback-dialog"
    >
      <form onSubmit={onSubmit} noValidate className="community-form">
        <header className="community-dialog__head">
          <h2 id={`${id}-title`}>{t('feedback.title')}</h2>
          <button type="button" className="community-dialog__close" onClick={onClose} aria-label={t('feedback.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <p id={`${id}-lead`} className="muted">
          {t('feedback.lead')}
        </p>
        <div className="field">
          <label htmlFor={`${id}-field-title`}>{t('feedback.fields.title')}</label>
          <input
            id={`${id}-field-title`}
            name="title"
            className="input"
            maxLength={150}
            required
            aria-required="true"
            data-autofocus
            dir="auto"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-field-description`}>{t('feedback.fields.description')}</label>
          <textarea
            id={`${id}-field-description`}
            name="description"
            className="input"
            rows={4}
            maxLength={3000}
            required
            aria-required="true"
            dir="auto"
          />
        </div>
        <StarRating name="rating" value={rating} onChange={setRating} legend={t('feedback.fields.rating')} />
        <div role="alert" className="community-form__error">
          {error &&
            ('key' in error ? (
              <p className="form-error">
                {tDynamic(error.key)}
                {error.login && (
                  <>
                    {' '}
                    <Link to={loginPathFor(here)} onClick={onClose}>
                      {t('feedback.log_in')}
                    </Link>
                  </>
                )}
              </p>
            ) : (
              <p className="form-error">{error.text}</p>
            ))}
        </div>
        <p role="status" className="community-form__success">
          {sent ? t('feedback.success') : ''}
        </p>
        <div className="community-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('feedback.cancel')}
          </button>
          <button type="submit" className="button" disabled={mutation.isPending || sent}>
            {mutation.isPending ? t('feedback.submitting') : t('feedback.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
