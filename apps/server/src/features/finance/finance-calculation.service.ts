import {
  SAVED_CALCULATION_LIMIT,
  type SavedCalculation,
  type SavedCalculationInput,
  type SavedCalculationsAnswer,
} from '@estate/shared/finance';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UserRow } from '../users/user.table.js';
import type { FinanceCalculationRepository, FinanceCalculationWithListing } from './finance-calculation.repository.js';

const notFound = () => new AppError(404, 'not_found', englishMessage('finance.saved.errors.not_found'));

function toSaved(row: FinanceCalculationWithListing): SavedCalculation {
  return {
    id: row.id,
    currency: row.currency as SavedCalculation['currency'],
    method: row.method as SavedCalculation['method'],
    price: Number(row.price),
    down_kind: row.downKind as SavedCalculation['down_kind'],
    down: Number(row.down),
    years: Number(row.years),
    rate: row.rate === null ? null : Number(row.rate),
    scheme_id: row.schemeId,
    listing:
      row.listingId !== null && row.listingTitle !== null && row.listingSlug !== null
        ? { id: row.listingId, title: row.listingTitle, slug: row.listingSlug }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Saved calculations (issue 41): a signed-in user keeps the inputs of up to 50; only they read or
 * delete them. A listing or scheme that is gone leaves the calculation without it.
 */
export function financeCalculationService(deps: {
  repo: FinanceCalculationRepository;
  /** Whether a listing and a scheme exist (a made-up id is refused, not stored). */
  exists: (kind: 'listing' | 'scheme', id: number) => Promise<boolean>;
}) {
  const { repo } = deps;
  return {
    async list(user: UserRow): Promise<SavedCalculationsAnswer> {
      return { results: (await repo.listOwn(user.id)).map(toSaved) };
    },

    async create(input: SavedCalculationInput, user: UserRow): Promise<SavedCalculation> {
      if (input.listing_id !== null && !(await deps.exists('listing', input.listing_id)))
        throw new AppError(422, 'validation_failed', englishMessage('finance.saved.errors.listing'), {
          listing_id: 'finance.saved.errors.listing',
        });
      if (input.scheme_id !== null && !(await deps.exists('scheme', input.scheme_id)))
        throw new AppError(422, 'validation_failed', englishMessage('finance.saved.errors.scheme'), {
          scheme_id: 'finance.saved.errors.scheme',
        });
      const created = await repo.insertWithinLimit(
        {
          userId: user.id,
          currency: input.currency,
          method: input.method,
          price: input.price,
          downKind: input.down_kind,
          down: input.down,
          years: input.years,
          rate: input.rate,
          schemeId: input.scheme_id,
          listingId: input.listing_id,
        },
        SAVED_CALCULATION_LIMIT,
      );
      if (!created) throw new AppError(409, 'quota_reached', englishMessage('finance.saved.errors.limit'));
      const [saved] = (await repo.listOwn(user.id)).filter((row) => row.id === created.id);
      return toSaved(saved ?? { ...created, listingTitle: null, listingSlug: null });
    },

    async remove(id: number, user: UserRow): Promise<void> {
      if (!(await repo.removeOwn(id, user.id))) throw notFound();
    },
  };
}
export type FinanceCalculationService = ReturnType<typeof financeCalculationService>;
