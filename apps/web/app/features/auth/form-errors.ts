import type { ZodError } from 'zod';
import { ApiRequestError } from '../api/api-client';
import { fieldErrorsOf, type FieldErrors } from '../../ui/form/field-errors';

export type { FieldErrors };

/** First catalog key per field from a failed shared-schema parse (validation and listing rules). */
export const zodFieldErrors = (error: ZodError): FieldErrors => fieldErrorsOf(error, /^(validation|listing_rules)\./);

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
