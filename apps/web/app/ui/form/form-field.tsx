import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, Field } from './field';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children?: ReactNode;
  /** The input's ref (a react-hook-form registration: `{...register(name)}`). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input (id `field-<name>`) with its translated error tied to it for screen readers.
 * Spread a registration on it (`{...register('email')}`) to have react-hook-form read it.
 */
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
