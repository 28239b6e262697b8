import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, Field } from './field';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children?: ReactNode;
}

/** A labelled input (id `field-<name>`) with its translated error tied to it for screen readers. */
export function FormField({ name, label, error, hint, children, ...input }: FormFieldProps) {
  const id = `field-${name}`;
  return (
    <Field id={id} label={label} error={error} hint={hint} wrap>
      {children ?? (
        <input
          id={id}
          name={name}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
      )}
    </Field>
  );
}
