import { useMutation } from '../lib/query/query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../lib/link';
import { REPORT_REASONS, loginPathFor, type ReportReason, type ReportTargetType } from '@estate/shared';
import { ApiRequestError, apiFetch } from '../lib/api/api-client';
import { formSchemas, preloadFormSchemas } from './form/lazy-schemas';
import { useSession } from '../lib/session/use-session';
import './report.css';

/**
 * "Report" for a listing, blog post, comment or user: a small dialog with reasons (fake, scam,
 * duplicate, offensive...). Guests get a link to log in first.
 */
export type { ReportTargetType };

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  /** Smaller, text-only button for comment rows. */
  compact?: boolean;
}

type Outcome = { kind: 'sent' } | { kind: 'already' } | { kind: 'error'; key: string };

export function ReportButton({ targetType, targetId, compact }: ReportButtonProps) {
  const { t, tDynamic } = useTranslation();
  const { isSignedIn } = useSession();
  const location = useLocation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const className = compact ? 'report-button report-button--compact' : 'button button--ghost report-button';
  const label = t(`admin.report.button_${targetType}`);

  const mutation = useMutation({
    mutationFn: (body: object) => apiFetch('/api/reports/', { body }),
    onSuccess: () => setOutcome({ kind: 'sent' }),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'already_reported') setOutcome({ kind: 'already' });
      else if (error instanceof ApiRequestError && error.status === 404)
        setOutcome({ kind: 'error', key: 'admin.report.gone' });
      else setOutcome({ kind: 'error', key: 'admin.report.failed' });
    },
  });

  if (!isSignedIn) {
    return (
      <Link
        className={className}
        to={loginPathFor(location.pathname + location.search)}
        aria-label={compact ? label : undefined}
      >
        <FlagIcon />
        <span>{compact ? t('admin.report.button') : label}</span>
      </Link>
    );
  }

  const open = () => {
    setOutcome(undefined);
    setReason('');
    setDetails('');
    preloadFormSchemas();
    dialog.current?.showModal();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { reportInputSchema } = await formSchemas();
    const parsed = reportInputSchema.safeParse({ target_type: targetType, target_id: targetId, reason, details });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setOutcome({
        kind: 'error',
        key: issue?.message.startsWith('admin.') ? issue.message : 'admin.report.failed',
      });
    }
    mutation.mutate(parsed.data);
  };

  const done = outcome?.kind === 'sent' || outcome?.kind === 'already';

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={open}
        aria-haspopup="dialog"
        aria-label={compact ? label : undefined}
      >
        <FlagIcon />
        <span>{compact ? t('admin.report.button') : label}</span>
      </button>
      <dialog ref={dialog} className="report-dialog" aria-labelledby={`${id}-title`}>
        <form onSubmit={submit} noValidate>
          <h2 id={`${id}-title`}>{label}</h2>
          {done ? (
            <p role="status" className="report-dialog__done">
              {outcome.kind === 'sent' ? t('admin.report.sent') : t('admin.report.already')}
            </p>
          ) : (
            <>
              <fieldset className="report-dialog__reasons">
                <legend>{t('admin.report.reason_label')}</legend>
                {REPORT_REASONS.map((value) => (
                  <label key={value} className="report-dialog__reason">
                    <input
                      type="radio"
                      name={`${id}-reason`}
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                    />
                    <span>
                      <strong>{t(`admin.reasons.${value}`)}</strong>
                      <span className="muted">{t(`admin.reason_hints.${value}`)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <label htmlFor={`${id}-details`} className="report-dialog__label">
                {t('admin.report.details_label')}
              </label>
              <textarea
                id={`${id}-details`}
                className="input"
                rows={3}
                maxLength={1000}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
                dir="auto"
              />
              {outcome?.kind === 'error' && (
                <p className="field__error" role="alert">
                  {tDynamic(outcome.key)}
                </p>
              )}
            </>
          )}
          <div className="report-dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
              {done ? t('admin.report.close') : t('admin.report.cancel')}
            </button>
            {!done && (
              <button type="submit" className="button" disabled={mutation.isPending}>
                {mutation.isPending ? t('admin.report.sending') : t('admin.report.submit')}
              </button>
            )}
          </div>
        </form>
      </dialog>
    </>
  );
}

function FlagIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M5 21V4m0 0h11l-2 4 2 4H5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
