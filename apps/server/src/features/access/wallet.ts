import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/user.table.js';
import { actorFor } from './actor.js';
import { canSpendCredits } from './policies.js';

/** Whose credits pay for something about a listing, and within what monthly allowance. */
export interface WalletChoice {
  agencyId: number | null;
  monthlyAllowance?: number | null;
}

/**
 * The wallet that pays for a placement of `listing` (issue 36, decision 0044): an agency listing
 * spends the agency's wallet, within the member's monthly allowance; any other listing, the
 * user's own. A user who manages an agency listing but may not spend (none today) is refused.
 */
export async function walletFor(db: Db, listing: { agencyId: number | null }, user: UserRow): Promise<WalletChoice> {
  if (listing.agencyId === null) return { agencyId: null };
  const actor = await actorFor(db, user);
  if (!canSpendCredits(actor, { agencyId: listing.agencyId })) {
    throw new AppError(403, 'forbidden', 'Your role in the agency does not allow spending its credits.');
  }
  return { agencyId: listing.agencyId, monthlyAllowance: actor.agency!.monthlyCreditAllowance };
}
