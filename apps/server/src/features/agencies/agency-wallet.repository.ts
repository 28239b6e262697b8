import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { creditLedger } from '../credits/credits.table.js';

/** Since the start of this calendar month (UTC): the period of a member's monthly allowance. */
const THIS_MONTH = sql`created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`;

/** What the agency's wallet panel shows (decision 0044): balances and this month's spending. */
export interface WalletUse {
  /** The agency's wallet: every ledger row naming the agency. */
  balance: number;
  /** What the whole agency spent this month. */
  spent: number;
  /** What each member spent of it this month (members who spent nothing are absent). */
  spentBy: Map<number, number>;
  /** The user's own wallet (rows without an agency), what they may move to the agency. */
  own: number;
}

/** SQL only: the agency's credit wallet (the ledger is the only truth, decision 0015). */
export function agencyWalletRepository(db: Db) {
  return {
    /** The agency's balance and this month's spending, in total and by member; `userId`'s own balance. */
    async walletUse(agencyId: number, userId: number): Promise<WalletUse> {
      const [row] = rowsOf<{ balance: number; spent: number; own: number; by_member: [number, number][] }>(
        await db.execute(sql`select
          (select coalesce(sum(amount), 0)::int from credit_ledger where agency_id = ${agencyId}) as balance,
          (select coalesce(-sum(amount), 0)::int from credit_ledger
            where agency_id = ${agencyId} and amount < 0 and ${THIS_MONTH}) as spent,
          (select coalesce(sum(amount), 0)::int from credit_ledger
            where user_id = ${userId} and agency_id is null) as own,
          (select coalesce(json_agg(json_build_array(user_id, spent)), '[]'::json) from (
            select user_id, -sum(amount)::int as spent from credit_ledger
            where agency_id = ${agencyId} and amount < 0 and user_id is not null and ${THIS_MONTH}
            group by user_id) m) as by_member`),
      );
      return {
        balance: Number(row?.balance ?? 0),
        spent: Number(row?.spent ?? 0),
        own: Number(row?.own ?? 0),
        spentBy: new Map((row?.by_member ?? []).map(([id, spent]) => [Number(id), Number(spent)])),
      };
    },

    /**
     * Moves `amount` of the user's own credits to the agency's wallet: two ledger rows in the
     * caller's transaction, after locking the user's row and checking their own balance.
     */
    async transferCredits(tx: Executor, userId: number, agencyId: number, amount: number): Promise<boolean> {
      await tx.execute(sql`select id from users where id = ${userId} for update`);
      const rows = rowsOf<{ balance: number }>(
        await tx.execute(sql`select coalesce(sum(amount), 0)::int as balance from credit_ledger
          where user_id = ${userId} and agency_id is null`),
      );
      if (Number(rows[0]?.balance ?? 0) < amount) return false;
      await tx.insert(creditLedger).values([
        { userId, amount: -amount, reason: 'agency_transfer', note: `to agency ${agencyId}` },
        { userId, agencyId, amount, reason: 'agency_transfer', note: 'from a member' },
      ]);
      return true;
    },
  };
}
