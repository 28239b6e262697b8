import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';

/**
 * A refusal about one permit field with its catalog key: the wizard shows it translated beside the
 * field. The English message gets `values`; those the translation needs besides what the wizard
 * knows travel as fields of their own (`permit_listing`: the listing that holds the permit,
 * `permit_digits`: how many digits a permit has).
 */
export function permitError(
  status: number,
  field: string,
  key: string,
  values: { number?: string; listing?: string; digits?: string } = {},
) {
  let message = englishMessage(key);
  for (const [name, value] of Object.entries(values)) message = message.replaceAll(`{{${name}}}`, value);
  const fields: Record<string, string> = { [field]: key };
  if (values.listing) fields.permit_listing = values.listing;
  if (values.digits) fields.permit_digits = values.digits;
  return new AppError(status, status === 409 ? 'permit_in_use' : 'validation_failed', message, fields);
}

export const numberRequired = () => permitError(422, 'permit_number', 'permits.errors.number_required');
