import { ApiRequestError } from '../../lib/api/api-client';

/** The catalog key for a failed owner action: the listing rules' own texts where the server names one. */
export function actionErrorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'dashboard.errors.network';
  const code = error.code;
  if (code === 'quota_reached') return 'listing_rules.quota_reached';
  if (code === 'awaiting_review') return 'listing_rules.awaiting_review';
  const field = Object.values(error.fields)[0];
  if (field && /^(validation|listing_rules)\./.test(field)) return field;
  return 'dashboard.errors.action_failed';
}
