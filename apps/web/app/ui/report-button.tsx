import { useMutation } from '../lib/query/query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../lib/link';
import { REPORT_REASONS, loginPathFor, type ReportReason, type ReportTargetType } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/moderation';
import { ApiRequestError, api, type BodyOf } from '../lib/api/api-client';
import { uploadPicture } from '../lib/uploads/upload-picture';
import { formSchemas, preloadFormSchemas } from './form/lazy-schemas';
import { useSession } from '../lib/session/use-session';
import './report.css';

/**
 * "Report" for a listing, blog post, comment, user or chat message (issue 42, J8.3): a small dialog
 * with the reasons, details and an optional screenshot. Guests get a link to log in first. The
 * reporter is thanked and told the outcome later (an activity notification).
 */
export type { ReportTargetType };

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  /** Smaller, text-only button for comment rows. */
  compact?: boolean;
  /** The reason chosen when the dialog opens (a chat warning's "Report this": asked for money). */
  defaultReason?: ReportReason;
  /** The button's own words, where the place gives a shorter one ("Report this"). */
  buttonLabel?: string;
}

type Outcome = { kind: 'sent' } | { kind: 'already' } | { kind: 'error'; key: string };

const sendReport = endpoint<typeof ops.postReports>('POST', '/api/reports/');

/** The message of a refused screenshot (too large, not an image). */
function uploadFailureKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'admin.report.failed';
  if (error.code === 'file_too_large') return 'account.photos.too_large';
  if (error.code === 'invalid_file_type') return 'account.photos.wrong_type';
  return 'admin.report.failed';
}

/** The message of a refused report: its form key (own content, too many, …) or a general one. */
function refusalKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'admin.report.failed';
  if (error.status === 404) return 'admin.report.gone';
  const form = error.fields.form ?? Object.values(error.fields)[0];
  return form?.startsWith('admin.') ? form : 'admin.report.failed';
}

export function ReportButton({ targetType, targetId, compact, defaultReason, buttonLabel }: ReportButtonProps) {
  const { t, tDynamic } = useTranslation();
  const { isSignedIn } = useSession();
  const location = useLocation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [evidence, setEvidence] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const className = compact ? 'report-button report-button--compact' : 'button button--ghost report-button';
  const label = t(`admin.report.button_${targetType}`);

  const mutation = useMutation({
    mutationFn: async (body: BodyOf<typeof sendReport>) => {
      // The screenshot goes first; its upload's id comes with the report.
      const upload = evidence
        ? await uploadPicture('report_evidence', evidence).catch((error: unknown) => {
            throw new UploadRefused(uploadFailureKey(error));
          })
        : null;
      return api(sendReport, { body: { ...body, ...(upload ? { evidence_upload_id: upload.id } : {}) } });
    },
    onSuccess: () => setOutcome({ kind: 'sent' }),
    onError: (error) => {
      if (error instanceof UploadRefused) setOutcome({ kind: 'error', key: error.key });
      else if (error instanceof ApiRequestError && error.code === 'already_reported') setOutcome({ kind: 'already' });
      else setOutcome({ kind: 'error', key: refusalKey(error) });
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
        <span>{buttonLabel ?? (compact ? t('admin.report.button') : label)}</span>
      </Link>
    );
  }

  const open = () => {
    setOutcome(undefined);
    setReason(defaultReason ?? '');
    setDetails('');
    setEvidence(null);
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
        <span>{buttonLabel ?? (compact ? t('admin.report.button') : label)}</span>
      </button>
      <dialog ref={dialog} className="report-dialog" aria-labelledby={`${id}-title`}>
        <form onSubmit={submit} noValidate>
          <h2 id={`${id}-title`}>{label}</h2>
          {done ? (
            <p role="status" className="report-dialog__done">
              {outcome.kind === 'sent' ? t('admin.report.thanks') : t('admin.report.already')}
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
              <label htmlFor={`${id}-evidence`} className="report-dialog__label">
                {t('admin.report.evidence_label')}
              </label>
              <input
                id={`${id}-evidence`}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-describedby={`${id}-evidence-hint`}
                onChange={(event) => setEvidence(event.target.files?.[0] ?? null)}
              />
              <p id={`${id}-evidence-hint`} className="muted report-dialog__hint">
                {t('admin.report.evidence_hint')}
              </p>
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

/** A refused screenshot: its message key. */
class UploadRefused extends Error {
  constructor(readonly key: string) {
    super(key);
  }
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
