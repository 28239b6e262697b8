import {
  RATE_BASE,
  convertAmount,
  isCurrency,
  type Currency,
  type ExchangeRateUpdate,
  type ExchangeRatesAnswer,
} from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UserRow } from '../users/user.table.js';
import { exchangeRateReader, ratesChanged, type CurrentRates } from './exchange-rate.reader.js';
import type { ExchangeRateRepository, RateView } from './exchange-rate.repository.js';

type AdminLog = (
  tx: Executor,
  entry: { adminId: number | null; action: string; targetType: string; detail?: Record<string, unknown> },
) => Promise<void>;

const unknownCurrency = () =>
  new AppError(404, 'not_found', englishMessage('admin.rates.errors.currency_unknown'), {
    currency: 'admin.rates.errors.currency_unknown',
  });
const baseFixed = () =>
  new AppError(422, 'validation_failed', englishMessage('admin.rates.errors.base_fixed'), {
    per_usd: 'admin.rates.errors.base_fixed',
  });

const toItem = (row: RateView): ExchangeRatesAnswer['rates'][number] => ({
  currency: row.currency as Currency,
  per_usd: Number(row.perUsd),
  source: row.source,
  as_of: row.asOf,
  updated_by: row.updatedBy,
  updated_at: new Date(row.updatedAt).toISOString(),
});

/**
 * Exchange rates (issue 39, U3; docs/decisions/0053): administrators read and change them (each
 * change logged with the figure it replaced), everyone may read them, and `convert` turns an amount
 * from one currency into another with them: the one conversion of the site (search, saved-search
 * alerts, and the area statistics of issue 41 when they come).
 */
export function exchangeRateService(deps: {
  db: Db;
  readDb?: Db;
  repo: ExchangeRateRepository;
  log: AdminLog;
  /** After a change: cached answers that compared converted prices are out of date. */
  onChange?: () => void;
}) {
  const { db, repo } = deps;
  const current = exchangeRateReader(deps.readDb ?? db);

  async function list(): Promise<ExchangeRatesAnswer> {
    const rows = await repo.all();
    return { base: RATE_BASE, rates: rows.filter((r) => isCurrency(r.currency)).map(toItem) };
  }

  return {
    list,
    current: (): Promise<CurrentRates> => current(),

    /** `amount` in `from` as `to`, with today's rates; undefined when either has no rate. */
    async convert(amount: number, from: Currency, to: Currency): Promise<number | undefined> {
      return convertAmount(amount, from, to, (await current()).table);
    },

    async update(currency: string, input: ExchangeRateUpdate, admin: UserRow): Promise<ExchangeRatesAnswer> {
      if (!isCurrency(currency)) throw unknownCurrency();
      if (currency === RATE_BASE && input.per_usd !== 1) throw baseFixed();
      await db.transaction(async (tx) => {
        const before = await repo.lockOne(tx, currency);
        await repo.upsert(tx, {
          currency,
          perUsd: input.per_usd,
          source: input.source,
          asOf: input.as_of,
          updatedBy: admin.id,
        });
        await deps.log(tx, {
          adminId: admin.id,
          action: 'update_exchange_rate',
          targetType: 'exchange_rate',
          detail: {
            currency,
            per_usd: { from: before ? Number(before.perUsd) : null, to: input.per_usd },
            as_of: { from: before?.asOf ?? null, to: input.as_of },
            source: input.source,
          },
        });
      });
      ratesChanged();
      deps.onChange?.();
      return list();
    },
  };
}
export type ExchangeRateService = ReturnType<typeof exchangeRateService>;
