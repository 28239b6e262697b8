import type { ZodError } from 'zod';
import { ApiRequestError } from '../../lib/api/api-client';
import { fieldErrorsOf as sharedFieldErrorsOf, type FieldErrors } from './field-errors';

export type { FieldErrors };

/** The catalog keys account forms show (validation and account keys). */
export const ACCOUNT_KEYS = /^(validation|account)\.[a-z0-9_.]+$/;
const CATALOG_KEY = ACCOUNT_KEYS;

/** First catalog key per field from a failed shared-schema parse (validation and account keys). */
export const fieldErrorsOf = (error: ZodError): FieldErrors => sharedFieldErrorsOf(error, CATALOG_KEY);

/** Field keys and a form-level message key for a failed call. */
export function failureOf(error: unknown): { fields: FieldErrors; formKey?: string } {
  if (!(error instanceof ApiRequestError)) return { fields: {}, formKey: 'account.errors.network' };
  if (error.status === 429) return { fields: {}, formKey: 'account.errors.too_many_attempts' };
  if (error.status === 401) return { fields: {}, formKey: 'account.errors.signed_out' };
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([name, key]) => [name, CATALOG_KEY.test(key) ? key : 'validation.invalid']),
  );
  if (Object.keys(fields).length) return { fields };
  return { fields: {}, formKey: 'account.errors.generic' };
}

/** The message key for a refused picture upload. */
export function uploadFailureKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'account.errors.network';
  const code = error.code;
  if (code === 'file_too_large') return 'account.photos.too_large';
  if (code === 'invalid_file_type') return 'account.photos.wrong_type';
  if (code === 'invalid_upload') return 'account.errors.upload_invalid';
  return 'account.photos.failed';
}
