import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

/** aria-describedby of a control: its error and/or hint (ids `<id>-error`, `<id>-hint`), and any extra id. */
export function describedBy(id: string, error?: string, hint?: unknown, extra?: string) {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A translated error line with the given element id; announced (`role="alert"`) unless `alert` is
 * false. `values` fills the message's placeholders (`{{max}}`).
 */
export function FieldError({
  id,
  error,
  alert = true,
  values,
}: {
  id: string;
  error?: string;
  alert?: boolean;
  values?: Record<string, string | number>;
}) {
  const { tDynamic } = useTranslation();
  if (!error) return null;
  return (
    <p className="field__error" id={id} role={alert ? 'alert' : undefined}>
      {values ? tDynamic(error, values) : tDynamic(error)}
    </p>
  );
}

/**
 * A labelled control with its hint and translated error, tied to it by ids (`<id>-hint`,
 * `<id>-error`; give the control `aria-describedby={describedBy(id, error, hint)}`).
 * `wrap` puts the control in a `field__control` box.
 */
export function Field({
  id,
  label,
  error,
  hint,
  wrap = false,
  values,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  wrap?: boolean;
  /** The error message's placeholder values. */
  values?: Record<string, string | number>;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {wrap ? <div className="field__control">{children}</div> : children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} values={values} />
    </div>
  );
}

/** A Field around a plain input whose aria-invalid and aria-describedby follow the field's error. */
export function InputField({
  id,
  label,
  error,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  /** The input's ref (a react-hook-form registration: `{...register(name)}`). */
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} error={error}>
      <input id={id} className="input" aria-invalid={!!error} aria-describedby={describedBy(id, error)} {...input} />
    </Field>
  );
}
