import { RESPONSE_LINE_DAYS, type ListerTrust } from '@estate/shared';
import type { UserRow } from '../users/user.table.js';
import type { AgentStatsRepository } from './agent-stats.repository.js';
import { responsivenessOf } from './responsiveness.js';

/**
 * What was checked about a listing's lister, for its page's trust ticks (issue 42, J8.6): their
 * confirmed e-mail, the listing agency's licence and their BRN there, and how quickly they reply
 * (the public profile's "Usually replies within": the same definition, the same figures). One
 * statement besides the detail's own (agent-stats.repository.ts listerTrust).
 */
export function listerTrust(stats: AgentStatsRepository) {
  return async (
    owner: Pick<UserRow, 'id' | 'emailVerifiedAt'>,
    agencyId: number | null,
    now = new Date(),
  ): Promise<ListerTrust> => {
    const since = new Date(now.getTime() - RESPONSE_LINE_DAYS * 86_400_000);
    const figures = await stats.listerTrust(owner.id, agencyId, since);
    return {
      email_verified: owner.emailVerifiedAt !== null,
      licence: figures.licence && {
        authority: figures.licence.authority,
        number: figures.licence.number,
        expires_on: figures.licence.expiresOn,
        checked_at: figures.licence.checkedAt?.toISOString() ?? null,
      },
      brn: figures.brn && { number: figures.brn.number, expires_on: figures.brn.expiresOn },
      responsiveness: responsivenessOf(figures),
    };
  };
}
