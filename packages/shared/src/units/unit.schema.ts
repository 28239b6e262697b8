import { z } from 'zod';
import { CURRENCIES } from '../listing/listing-options.js';
import { responsiveImageSchema } from '../listing/listing.types.js';
import { unitGroupSummarySchema } from './unit-group.schema.js';

/** One offer of a unit, side by side with the others (GET /api/units/:id/offers/). */
export const unitOfferSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  verified: z.boolean(),
  listed_since: z.string(),
  cover: responsiveImageSchema.nullable(),
  lister: z.object({ name: z.string(), slug: z.string() }),
  agency: z.object({ name: z.string(), slug: z.string() }).nullable(),
});
export type UnitOffer = z.infer<typeof unitOfferSchema>;

export const unitOffersAnswerSchema = z.object({
  group: unitGroupSummarySchema.nullable(),
  offers: z.array(unitOfferSchema),
});
export type UnitOffersAnswer = z.infer<typeof unitOffersAnswerSchema>;

/**
 * "It is a different unit": the lister's answer to a paused publication, sent again with the
 * same request (`POST /api/properties/?different_unit=1`, or the status change's query).
 */
export const differentUnitQuerySchema = z.object({ different_unit: z.enum(['0', '1']).optional() });

/** What a paused publication answers (409 `duplicate_unit`): in `fields`, catalog key and the match. */
export const DUPLICATE_UNIT_CODE = 'duplicate_unit';
export const UNIT_MATCH_REASONS = ['photos', 'place', 'permit'] as const;
export type UnitMatchReason = (typeof UNIT_MATCH_REASONS)[number];

/** A pending listing's suspected twin, for moderators (the review queue). */
export const unitPairSchema = z.object({
  listing_id: z.number(),
  slug: z.string(),
  title: z.string(),
  reason: z.enum(UNIT_MATCH_REASONS),
});
export type UnitPair = z.infer<typeof unitPairSchema>;
