import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type SubmitHandler,
} from 'react-hook-form';
import { catalogResolver, type CatalogCheck } from './catalog-resolver';
import { describedBy } from './field';
import type { FieldErrors } from './field-errors';

/** What a failed call gives a form: catalog keys per field and/or one for the whole form. */
export interface FormFailure {
  fields: FieldErrors;
  formKey?: string;
}

/** Controls whose value react-hook-form reads from their `checked` state or files, left to it. */
const READ_BY_LIBRARY = new Set(['checkbox', 'radio', 'file', 'select-multiple']);

/**
 * The text values the page holds now, for those set without an input event (a script, some
 * password managers): what the hand-written forms read with `FormData` at submit.
 */
function valuesOnPage(form: HTMLFormElement, registered: Record<string, unknown>): [string, string][] {
  const found: [string, string][] = [];
  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLTextAreaElement) &&
      !(element instanceof HTMLSelectElement)
    )
      continue;
    if (!element.name || !(element.name in registered) || READ_BY_LIBRARY.has(element.type)) continue;
    if (registered[element.name] !== element.value) found.push([element.name, element.value]);
  }
  return found;
}

/**
 * A form checked with a shared zod schema (react-hook-form + `zodResolver`, decision 0068).
 *
 * Inputs stay uncontrolled: give no default values here but `defaultValue` on the inputs, so what
 * a visitor typed before the page was interactive is read from the page, not wiped. Errors are
 * catalog keys, shown by `Field`/`FormField`; they change on submit only, as before. The first
 * invalid field gets the focus, and a server's field errors (`showFailure`) land on their fields.
 */
export function useZodForm<Out = unknown, V extends FieldValues = Record<string, unknown>>(
  options: CatalogCheck<V, Out>,
) {
  // The newest options (a `read` may close over the page's props) behind one stable resolver.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [resolver] = useState(() => {
    const current: Resolver<V, unknown, Out> = (values, context, resolverOptions) =>
      catalogResolver(latest.current)(values, context, resolverOptions);
    return current;
  });
  const form = useForm<V, unknown, Out>({ resolver, reValidateMode: 'onSubmit' });
  const [formError, setFormError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  /** The catalog key of a field's error, if it has one. */
  const errorOf = (name: string): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  /** Puts a failed call's keys on their fields (the first registered one focused) and the form. */
  const showFailure = ({ fields, formKey }: FormFailure) => {
    const registered = form.getValues() as Record<string, unknown>;
    let focused = false;
    for (const [name, message] of Object.entries(fields)) {
      const focus: boolean = !focused && name in registered;
      form.setError(name as Path<V>, { type: 'server', message }, { shouldFocus: focus });
      focused ||= focus;
    }
    setFormError(formKey);
  };

  /**
   * The form's submit handler: clears the form-level error, takes the text values the page holds,
   * checks, then calls `onValid` with the parsed data.
   */
  const onSubmit = (onValid: SubmitHandler<Out>) => (event?: BaseSyntheticEvent) => {
    setFormError(undefined);
    const element: unknown = event?.currentTarget;
    if (element instanceof HTMLFormElement) {
      for (const [name, value] of valuesOnPage(element, form.getValues() as Record<string, unknown>)) {
        form.setValue(name as Path<V>, value as PathValue<V, Path<V>>);
      }
    }
    return form.handleSubmit(onValid)(event);
  };

  /**
   * A control's props: registered, with its id (`field-<name>` unless given) and aria-invalid,
   * aria-describedby following its error and hint, as `FormField` gives its own input.
   */
  const control = (name: Path<V>, { id = `field-${name}`, hint }: { id?: string; hint?: unknown } = {}) => {
    const error = errorOf(name);
    return {
      ...form.register(name),
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, error, hint),
    };
  };

  return {
    form,
    register: form.register,
    errorOf,
    control,
    formError,
    setFormError,
    showFailure,
    onSubmit,
    pending: isSubmitting,
  };
}
