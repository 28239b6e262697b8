import { isMarketCurrency, type ListingInput } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { ListingRow } from './listing.table.js';

/** The empty upload id an edit's merged input uses for a listing without a cover. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * An edit that changes what buyers read or see: the title, the description (in either language), the photos, or the
 * price by more than half (issue 38, S3). Other edits (a typo in the address, the amenities) do not.
 */
export function materialEdit(
  before: ListingRow,
  after: ListingInput,
  media: { featured_image: string | null; gallery_images: string[] },
): boolean {
  const price = Number(before.price);
  return (
    after.title !== before.title ||
    after.description !== before.description ||
    (after.title_translation || null) !== before.titleTranslation ||
    (after.description_translation || null) !== before.descriptionTranslation ||
    (after.featured_image === NIL_UUID ? null : (after.featured_image ?? null)) !== media.featured_image ||
    after.gallery_images.join() !== media.gallery_images.join() ||
    Math.abs(after.price - price) > price / 2
  );
}

/** A price is in its market's currency (issue 39, U1): a Dubai flat is never published in PKR. */
export function assertMarketCurrency(input: { country: string; currency: string }): void {
  if (isMarketCurrency(input.country, input.currency)) return;
  const key = 'listing_rules.currency_not_market';
  throw new AppError(422, 'currency_not_market', englishMessage(key), { currency: key });
}

export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function validationError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'body');
    fields[name] ??= /^(listing_rules|permits)\./.test(issue.message) ? issue.message : 'validation.invalid';
  }
  const first = Object.values(fields)[0] ?? 'validation.invalid';
  return new AppError(400, 'validation_failed', englishMessage(first), fields);
}
