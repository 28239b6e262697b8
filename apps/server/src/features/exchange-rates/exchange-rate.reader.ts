import { isCurrency, type Currency, type RateTable } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { exchangeRates } from './exchange-rate.table.js';

/** How long a process reuses the rates it read (an administrator's change reaches other processes within it). */
export const RATES_TTL_MS = 60_000;

/** The rates as searches use them: units per US dollar, and the day each was read. */
export interface CurrentRates {
  table: RateTable;
  asOf: Partial<Record<Currency, string>>;
}

// Bumped by an administrator's change: every reader of this process reads again at once.
let generation = 0;
/** Tells this process's readers that the rates changed (exchange-rate.service.ts, after a commit). */
export function ratesChanged(): void {
  generation += 1;
}

/**
 * The current exchange rates, read at most every RATES_TTL_MS and by one read at a time: a search
 * without a market needs them on every request, and they change a few times a month.
 */
export function exchangeRateReader(db: Db, ttlMs = RATES_TTL_MS) {
  let kept: { rates: CurrentRates; at: number; generation: number } | undefined;
  let reading: Promise<CurrentRates> | undefined;
  async function read(): Promise<CurrentRates> {
    const rows = await db
      .select({ currency: exchangeRates.currency, perUsd: exchangeRates.perUsd, asOf: exchangeRates.asOf })
      .from(exchangeRates);
    const rates: CurrentRates = { table: {}, asOf: {} };
    for (const row of rows) {
      if (!isCurrency(row.currency) || !(Number(row.perUsd) > 0)) continue;
      rates.table[row.currency] = Number(row.perUsd);
      rates.asOf[row.currency] = row.asOf;
    }
    return rates;
  }
  return function current(): Promise<CurrentRates> {
    if (kept && kept.generation === generation && Date.now() - kept.at <= ttlMs) return Promise.resolve(kept.rates);
    const started = generation;
    reading ??= read()
      .then((rates) => {
        kept = { rates, at: Date.now(), generation: started };
        return rates;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}
export type ExchangeRateReader = ReturnType<typeof exchangeRateReader>;

/** The oldest day among the rates of these currencies: what an approximate price is "as of". */
export function oldestAsOf(rates: CurrentRates, currencies: readonly Currency[]): string | null {
  const days = currencies.map((c) => rates.asOf[c]).filter((d): d is string => Boolean(d));
  return days.length ? days.sort()[0]! : null;
}
