import type { ListerTrust } from '@estate/shared';
import type { UserRow } from '../users/user.table.js';
import type { StoredListerTrust } from './lead-figures.query.js';
import { responsivenessOf } from './responsiveness.js';

/**
 * What was checked about a listing's lister, for its page's trust ticks (issue 42, J8.6): their
 * confirmed e-mail, the listing agency's licence and their BRN there, and how quickly they reply
 * (the public profile's "Usually replies within": the same definition, the same figures). The
 * figures are read in the detail's own statement (lead-figures.query.ts listerTrustJson, issue 43).
 */
export function listerTrustOf(owner: Pick<UserRow, 'emailVerifiedAt'>, stored: StoredListerTrust | null): ListerTrust {
  const checkedAt = stored?.licence_checked_at;
  return {
    email_verified: owner.emailVerifiedAt !== null,
    licence:
      stored?.licence_authority && stored.licence_number
        ? {
            authority: stored.licence_authority,
            number: stored.licence_number,
            expires_on: stored.licence_expires_on,
            checked_at: checkedAt ? new Date(checkedAt).toISOString() : null,
          }
        : null,
    brn: stored?.brn ? { number: stored.brn, expires_on: stored.brn_expires_on } : null,
    responsiveness: responsivenessOf({
      responses: Number(stored?.responses ?? 0),
      medianSeconds: stored?.median_seconds == null ? null : Number(stored.median_seconds),
    }),
  };
}
