import { eq } from 'drizzle-orm';
import { isPublicStatus, TRUST_CONFIG } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { listings } from '../listings/listing.table.js';
import type { UserRow } from '../users/user.table.js';
import { riskListingOf, riskSignals, type RiskSources } from './risk-signals.js';
import type { TrustHolds } from './trust-holds.js';

/**
 * The risk score at publish (issue 42, J8.5): the configured signals of a new listing, added; from
 * TRUST_CONFIG.risk.holdAtScore the listing waits for a moderator (pending) with each signal and its
 * evidence in its hold. Answers whether it was held.
 */
export function riskCheck(deps: { holds: TrustHolds; sources: RiskSources }) {
  return {
    async afterPublish(tx: Db, listingId: number, owner: UserRow): Promise<boolean> {
      const [listing] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
      if (!listing || !isPublicStatus(listing.status)) return false;
      const signals = await riskSignals(tx, riskListingOf(listing), owner, deps.sources);
      const total = signals.reduce((sum, s) => sum + s.score, 0);
      if (total < TRUST_CONFIG.risk.holdAtScore) return false;
      return deps.holds.hold(tx, listing, 'risk', signals);
    },
  };
}
export type RiskCheck = ReturnType<typeof riskCheck>;
