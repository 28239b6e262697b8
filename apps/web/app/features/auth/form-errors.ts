import type { ZodError } from 'zod';
import { ApiRequestError } from '../api/api-client';

export type FieldErrors = Record<string, string>;

/** First catalog key per field from a failed shared-schema parse. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= /^(validation|listing_rules)\./.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
}

/** Field keys and a form-level message key for an API failure. */
export function apiFailure(error: unknown): { fields: FieldErrors; formKey?: string } {
  if (!(error instanceof ApiRequestError)) return { fields: {}, formKey: 'auth.errors.network' };
  const code = error.body?.code;
  if (code === 'too_many_attempts') return { fields: {}, formKey: 'auth.errors.too_many_attempts' };
  if (code === 'account_inactive') return { fields: {}, formKey: 'auth.errors.account_inactive' };
  // Content limits (server plugins/content-limits.ts): one message for every form.
  if (code === 'too_many_requests') return { fields: {}, formKey: 'limits.too_many' };
  if (code === 'duplicate_content') return { fields: {}, formKey: 'limits.duplicate' };
  if (Object.keys(error.fields).length) return { fields: error.fields };
  return { fields: {}, formKey: 'auth.errors.generic' };
}
