import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { describedBy, FieldError as SharedFieldError } from '../../ui/form/field';
import { useFormat } from '../../lib/i18n/use-format';

export const fieldId = (name: string) => `wz-${name}`;

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The wizard's error line under the control `id` (not announced: the step's summary is). */
export function FieldError({ id, error, values }: { id: string; error?: string; values?: Record<string, string> }) {
  return <SharedFieldError id={`${id}-error`} error={error} alert={false} values={values} />;
}

/** A labelled control with its hint and its translated error tied to it for screen readers. */
export function Field({
  name,
  label,
  error,
  errorValues,
  hint,
  optional,
  extraDescription,
  aside,
  className,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  /** Values of the error message's placeholders. */
  errorValues?: Record<string, string>;
  hint?: ReactNode;
  optional?: boolean;
  extraDescription?: string;
  aside?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = fieldId(name);
  return (
    <div className={`field wz-field${className ? ` ${className}` : ''}`}>
      <div className="wz-field__label-row">
        <label htmlFor={id}>
          {label}
          {optional && <span className="wz-optional"> {t('wizard.optional')}</span>}
        </label>
        {aside}
      </div>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error, hint, extraDescription),
      })}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} values={errorValues} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
  icon?: ReactNode;
  description?: string;
}

/** A choice group drawn as cards: real radio buttons in a fieldset, so arrows and labels work. */
export function ChoiceCards({
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  size = 'normal',
}: {
  name: string;
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  size?: 'large' | 'normal';
}) {
  const id = fieldId(name);
  return (
    <fieldset className="wz-choices" id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className={`wz-choices__grid wz-choices__grid--${size}`}>
        {choices.map((choice) => (
          <label key={choice.value} className="wz-choice" data-checked={choice.value === value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
            />
            {choice.icon && (
              <span className="wz-choice__icon" aria-hidden="true">
                {choice.icon}
              </span>
            )}
            <span className="wz-choice__label">{choice.label}</span>
            {choice.description && <span className="wz-choice__description">{choice.description}</span>}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** Moves keyboard focus to a field after a failed Next (the first radio of a group). */
export function focusField(name: string) {
  const element = document.getElementById(fieldId(name));
  if (!element) return;
  const target =
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
      ? element
      : (element.querySelector<HTMLElement>('input:checked, input, select, textarea, button') ?? element);
  target.focus();
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/** "12 / 150": the characters typed of a text field's maximum. */
export function Counter({ id, used, max }: { id: string; used: number; max: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <span className="wz-counter" id={id} data-over={used > max}>
      {t('wizard.details.characters', { used: format.number(used), max: format.number(max) })}
    </span>
  );
}
