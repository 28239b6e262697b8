import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { users } from '../users/user.table.js';
import { exchangeRates } from './exchange-rate.table.js';

/** A rate with the name of the administrator who set it. */
export interface RateView {
  currency: string;
  perUsd: number;
  source: string;
  asOf: string;
  updatedBy: string | null;
  updatedAt: Date;
}

/** The exchange_rates table: read them all, change one (the service logs it in the same transaction). */
export function exchangeRateRepository(db: Db) {
  return {
    async all(executor: Executor = db): Promise<RateView[]> {
      return executor
        .select({
          currency: exchangeRates.currency,
          perUsd: exchangeRates.perUsd,
          source: exchangeRates.source,
          asOf: exchangeRates.asOf,
          updatedBy: users.fullName,
          updatedAt: exchangeRates.updatedAt,
        })
        .from(exchangeRates)
        .leftJoin(users, eq(users.id, exchangeRates.updatedBy))
        .orderBy(asc(exchangeRates.currency));
    },

    /** The row of `currency`, locked until the transaction ends (two administrators' edits queue). */
    async lockOne(tx: Executor, currency: string) {
      const [row] = await tx.select().from(exchangeRates).where(eq(exchangeRates.currency, currency)).for('update');
      return row;
    },

    async upsert(
      tx: Executor,
      row: { currency: string; perUsd: number; source: string; asOf: string; updatedBy: number },
    ): Promise<void> {
      await tx
        .insert(exchangeRates)
        .values(row)
        .onConflictDoUpdate({
          target: exchangeRates.currency,
          set: {
            perUsd: row.perUsd,
            source: row.source,
            asOf: row.asOf,
            updatedBy: row.updatedBy,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}
export type ExchangeRateRepository = ReturnType<typeof exchangeRateRepository>;
