import { apiErrorsOf, type FieldErrors } from '../../ui/form/field-errors';

/** Form-level messages of error codes, whatever fields they name. */
const BY_CODE = {
  too_many_requests: 'limits.too_many',
  duplicate_content: 'limits.duplicate',
  not_found: 'leads.errors.not_found',
} as const;

/**
 * A failed call's messages for a form that shows the fields `shown`: each server field key at its
 * field, and anything else (another field, a code, the network) as the form's one message.
 */
export function failureOf(error: unknown, shown: readonly string[]): { fields: FieldErrors; form?: string } {
  const { fields, form } = apiErrorsOf(error, 'leads.panel.failed', BY_CODE);
  const mine: FieldErrors = {};
  let other: string | undefined;
  for (const [name, key] of Object.entries(fields)) {
    if (shown.includes(name)) mine[name] = key;
    else other ??= key;
  }
  return { fields: mine, form: form ?? other };
}
