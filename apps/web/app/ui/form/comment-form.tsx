import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

export interface CommentFormProps {
  /** Prefix of the ids (label, textarea, error). */
  id: string;
  /** Catalog prefix holding `label`, `placeholder`, `submit` and `posting`, e.g. `blog.comments`. */
  texts: string;
  className: string;
  body: string;
  onBodyChange: (body: string) => void;
  /** Catalog key of the error to show, if any. */
  error?: string;
  pending: boolean;
  maxLength?: number;
  onSubmit: (event: FormEvent) => void;
  /** Called when the form gains focus (e.g. to start loading what submitting needs). */
  onFocus?: () => void;
}

/** The signed-in comment box of listings and blog posts: one labelled textarea, its error, submit. */
export function CommentForm(props: CommentFormProps) {
  const { tDynamic } = useTranslation();
  const { id, texts, error } = props;
  return (
    <form className={props.className} onSubmit={props.onSubmit} onFocus={props.onFocus} noValidate>
      <label htmlFor={`${id}-body`}>{tDynamic(`${texts}.label`)}</label>
      <textarea
        id={`${id}-body`}
        className="input"
        rows={3}
        maxLength={props.maxLength}
        value={props.body}
        onChange={(event) => props.onBodyChange(event.target.value)}
        placeholder={tDynamic(`${texts}.placeholder`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        dir="auto"
      />
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {tDynamic(error)}
        </p>
      )}
      <button type="submit" className="button" disabled={props.pending}>
        {props.pending ? tDynamic(`${texts}.posting`) : tDynamic(`${texts}.submit`)}
      </button>
    </form>
  );
}
