import { parseLocalizedNumber } from '@estate/shared/finance';

/** The statuses that close a listing: the lister may then tell the final price (issue 41). */
export const CLOSED_STATUSES = ['sold', 'rented'] as const;
export type ClosedStatus = (typeof CLOSED_STATUSES)[number];

export const isClosedStatus = (status: string): status is ClosedStatus =>
  (CLOSED_STATUSES as readonly string[]).includes(status);

/**
 * What to send as `final_price` for what the lister typed: nothing when empty; the number in any
 * of the markets' digits (١٢٠٠٠٠٠, 1,200,000); else the text as typed, for the server to answer
 * with its field error (it holds the one rule for a price).
 */
export function finalPriceOf(text: string): number | string | undefined {
  const typed = text.trim();
  if (!typed) return undefined;
  return parseLocalizedNumber(typed) ?? typed;
}
