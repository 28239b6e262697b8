import type { ErrorCode } from '@estate/shared';
import { ApiRequestError } from '../../lib/api/api-client';

/** Field name → catalog key of its first problem. */
export type FieldErrors = Record<string, string>;

/** What a failed parse of a shared zod schema carries (`ZodError.issues`). */
type Issue = { path: PropertyKey[]; message: string };

/** A catalog key of any feature (`validation.required`, `services.errors.price`). */
export const CATALOG_KEY = /^[a-z_]+(\.[a-z0-9_]+)+$/;

/**
 * The first catalog key per field from a failed parse of a shared schema (their messages are
 * catalog keys). A message that `accept` does not match reads as `validation.invalid`; with
 * `accept` null every message is taken as it is.
 */
export function fieldErrorsOf(
  issues: readonly Issue[] | { issues: readonly Issue[] },
  accept: RegExp | null = CATALOG_KEY,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of 'issues' in issues ? issues.issues : issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= !accept || accept.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
}

/**
 * Field keys, or a form-level catalog key, from a failed API call: the server's per-field keys
 * when it sent them, else the key `byCode` gives its error code, else `fallback`.
 */
export function apiErrorsOf(
  error: unknown,
  fallback: string,
  byCode: Partial<Record<ErrorCode, string>> = {},
): { fields: FieldErrors; form?: string } {
  if (!(error instanceof ApiRequestError)) return { fields: {}, form: 'auth.errors.network' };
  if (Object.keys(error.fields).length) return { fields: error.fields };
  const code = error.code;
  return { fields: {}, form: (code ? byCode[code] : undefined) ?? fallback };
}
