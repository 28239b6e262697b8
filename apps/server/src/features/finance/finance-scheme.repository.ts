import type { FinanceSchemeInput } from '@estate/shared/finance';
import type { Db } from '../../db/database.js';
import { datedRowsRepository } from './dated-rows.repository.js';
import { financeSchemes } from './finance-scheme.table.js';

/** The finance_schemes table. */
export const financeSchemeRepository = (db: Db) =>
  datedRowsRepository(db, financeSchemes, (input: FinanceSchemeInput) => ({
    country: input.country,
    name: input.name,
    nameAr: input.name_ar,
    authority: input.authority,
    tiers: input.tiers,
    rateYears: input.rate_years,
    downPaymentMin: input.down_payment_min,
    tenorMaxYears: input.tenor_max_years,
    eligibility: input.eligibility,
    sourceUrl: input.source_url,
    validFrom: input.valid_from,
    validTo: input.valid_to,
  }));
export type FinanceSchemeRepository = ReturnType<typeof financeSchemeRepository>;
