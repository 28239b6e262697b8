import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children?: ReactNode;
}

/** A labelled input with its translated error message tied to it for screen readers. */
export function FormField({ name, label, error, hint, children, ...input }: FormFieldProps) {
  const { t } = useTranslation();
  const id = `field-${name}`;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__control">
        {children ?? (
          <input
            id={id}
            name={name}
            className="input"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
        )}
      </div>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
