import type { ZodError } from 'zod';
import { ApiRequestError } from '../api/api-client';

export type FieldErrors = Record<string, string>;

const KEY = /^[a-z_]+(\.[a-z0-9_]+)+$/;

/** First catalog key per field from a failed parse of a shared schema (any feature's keys). */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= KEY.test(issue.message) ? issue.message : 'validation.invalid';
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
  byCode: Record<string, string> = {},
): { fields: FieldErrors; form?: string } {
  if (!(error instanceof ApiRequestError)) return { fields: {}, form: 'auth.errors.network' };
  if (Object.keys(error.fields).length) return { fields: error.fields };
  const code = error.body?.code ?? '';
  return { fields: {}, form: byCode[code] ?? fallback };
}
