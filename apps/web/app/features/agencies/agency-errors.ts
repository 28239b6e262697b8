import { ApiRequestError } from '../../lib/api/api-client';
import { CATALOG_KEY, type FieldErrors } from '../../ui/form/field-errors';

/** A message's placeholder values by field (`{ licence_number: { max: '7' } }`). */
export type ErrorValues = Record<string, Record<string, string>>;

/** What a form shows after a refusal: keys at their fields, a form-level key, and their values. */
export interface FormProblems {
  fields: FieldErrors;
  values: ErrorValues;
  form?: string;
}

export const NO_PROBLEMS: FormProblems = { fields: {}, values: {} };

/**
 * Catalog keys whose server message carries numbers, and the placeholders they fill, in the order
 * the English message names them ("Allowances add up to 12; the agency has 10."). The server
 * sends the key and the English text; an Arabic page fills the Arabic text with the same numbers.
 */
const VALUES_IN_MESSAGE: Record<string, readonly string[]> = {
  'agencies.errors.orn_length': ['max'],
  'agencies.errors.allowances_over': ['total', 'quota'],
};

/** The placeholder values of `key` read from the server's English `message`, when it has them. */
export function valuesFromMessage(key: string, message: string | undefined): Record<string, string> | undefined {
  const names = VALUES_IN_MESSAGE[key];
  if (!names || !message) return undefined;
  const numbers = message.match(/\d[\d,]*/g) ?? [];
  if (numbers.length < names.length) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, numbers[i]!]));
}

/** Keys a form may show as they are: this feature's, the shared validation and content-limit ones. */
const SHOWN_KEY = /^(agencies|validation|limits)\./;

/**
 * A refused call as a form shows it: each server field key at its field when the form has that
 * field (`shown`), else at the form; `fallback` when the server named no field. Values for
 * messages with numbers come from the server's message. Non-key field values (the name of the
 * agency someone already belongs to) are left out.
 */
export function problemsOf(error: unknown, shown: readonly string[], fallback: string): FormProblems {
  if (!(error instanceof ApiRequestError)) return { fields: {}, values: {}, form: 'auth.errors.network' };
  if (error.code === 'email_unverified') return { fields: {}, values: {}, form: 'auth.errors.email_unverified' };
  const problems: FormProblems = { fields: {}, values: {} };
  for (const [name, key] of Object.entries(error.fields)) {
    if (!CATALOG_KEY.test(key) || !SHOWN_KEY.test(key)) continue;
    const at = shown.includes(name) ? name : 'form';
    if (at === 'form' && problems.form) continue;
    if (at === 'form') problems.form = key;
    else problems.fields[at] ??= key;
    const values = valuesFromMessage(key, error.body?.message);
    if (values) problems.values[at] = values;
  }
  if (!problems.form && Object.keys(problems.fields).length === 0) problems.form = fallback;
  return problems;
}
