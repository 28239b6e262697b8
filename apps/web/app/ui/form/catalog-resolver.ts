import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors as FormErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { CATALOG_KEY, type FieldErrors } from './field-errors';

/** How a form's values are checked: the shared schema, and what the form adds around it. */
export interface CatalogCheck<V extends FieldValues, Out> {
  /** The shared zod schema; its messages are catalog keys. */
  schema: ZodType<Out>;
  /** What the schema reads, from the form's values (`''` → null, a token from the page…). */
  read?: (values: V) => unknown;
  /** Messages taken as they are; any other reads `fallback` (null: take every one). */
  accept?: RegExp | null;
  /** What a message `accept` does not match reads as (default `validation.invalid`). */
  fallback?: string;
  /** Rules beyond the schema, on its parsed output (a confirmation field…): field → catalog key. */
  check?: (data: Out, values: V) => FieldErrors;
}

type Nested = { message?: unknown } & Record<string, unknown>;

/** The first message in an error's subtree (an array's or an object's fields). */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as Nested;
  if (typeof message === 'string') return message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * One catalog key per top-level field, as `fieldErrorsOf` gives from a failed parse: a nested
 * problem (`photos.0`) is its field's, a problem of the whole input is `form`'s.
 */
export function catalogKeysOf(errors: FormErrors, accept: RegExp | null, fallback = 'validation.invalid'): FieldErrors {
  const fields: FieldErrors = {};
  for (const [name, node] of Object.entries(errors)) {
    const message = firstMessage(node);
    if (message === undefined) continue;
    fields[name || 'form'] = !accept || accept.test(message) ? message : fallback;
  }
  if (!Object.keys(fields).length && Object.keys(errors).length) fields.form = fallback;
  return fields;
}

/** react-hook-form errors (`{ name: { type, message } }`) whose messages are catalog keys. */
export function formErrorsOf<V extends FieldValues>(fields: FieldErrors, type = 'validation'): FormErrors<V> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [name, { type, message }]),
  ) as FormErrors<V>;
}

/**
 * A resolver around `zodResolver`: the form's values go through `read` to the shared schema, its
 * messages stay catalog keys (the Field translates them), and `check` runs on what passed.
 */
export function catalogResolver<V extends FieldValues, Out>({
  schema,
  read,
  accept = CATALOG_KEY,
  fallback,
  check,
}: CatalogCheck<V, Out>): Resolver<V, unknown, Out> {
  // zod 4 schemas: `@hookform/resolvers/zod` tells zod 3 and 4 apart at run time.
  const zod = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Out>;
  return async (values, context, options) => {
    const input = (read ? read(values) : values) as FieldValues;
    const result = await zod(input, context, options as never);
    let fields = catalogKeysOf(result.errors, accept, fallback);
    if (!Object.keys(fields).length && check) fields = check(result.values as Out, values);
    if (Object.keys(fields).length) return { values: {}, errors: formErrorsOf<V>(fields) };
    return { values: result.values as Out, errors: {} };
  };
}
