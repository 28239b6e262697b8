import type { ErrorCode } from '@estate/shared';
import type { ZodError } from 'zod';
import { ApiRequestError } from '../../lib/api/api-client';
import { fieldErrorsOf, type FieldErrors } from './field-errors';

export type { FieldErrors };

/** The catalog keys the shared schemas of the sign-in forms give (validation and listing rules). */
export const AUTH_SCHEMA_KEYS = /^(validation|listing_rules)\./;

/** First catalog key per field from a failed shared-schema parse (validation and listing rules). */
export const zodFieldErrors = (error: ZodError): FieldErrors => fieldErrorsOf(error, AUTH_SCHEMA_KEYS);

/** Error codes (shared ERROR_CODES) answered with one form-level message whatever the fields. */
const FORM_KEYS: Partial<Record<ErrorCode, string>> = {
  too_many_attempts: 'auth.errors.too_many_attempts',
  account_inactive: 'auth.errors.account_inactive',
  token_invalid: 'auth.errors.token_invalid',
  email_unverified: 'auth.errors.email_unverified',
  // Content limits (server plugins/content-limits.ts): one message for every form.
  too_many_requests: 'limits.too_many',
  duplicate_content: 'limits.duplicate',
};

/** Field keys and a form-level message key for an API failure. */
export function apiFailure(error: unknown): { fields: FieldErrors; formKey?: string } {
  if (!(error instanceof ApiRequestError)) return { fields: {}, formKey: 'auth.errors.network' };
  const code = error.code;
  const formKey = code ? FORM_KEYS[code] : undefined;
  if (formKey) return { fields: {}, formKey };
  if (Object.keys(error.fields).length) return { fields: error.fields };
  return { fields: {}, formKey: 'auth.errors.generic' };
}
