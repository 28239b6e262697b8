import { SIGNUP_GRANT_CREDITS } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { creditsRepository } from './credits.repository.js';

/** The welcome grant of a new account: its first ledger row (reason signup_grant). */
export async function grantSignupCredits(db: Db, userId: number): Promise<void> {
  await creditsRepository.addEntry(db, { userId, amount: SIGNUP_GRANT_CREDITS, reason: 'signup_grant' });
}
