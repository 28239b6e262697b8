import { z } from 'zod';

/**
 * One listing per real unit (issue 37, J2.6): listings of the same unit by several listers form a
 * group; search shows one card per group with this summary ("Listed by 3 agencies · AED 1.20-1.25 M").
 * Only public members count.
 */
export const unitGroupSummarySchema = z.object({
  /** The group's id (the id of the listing it formed around). */
  id: z.number(),
  /** Distinct agencies or lone listers offering the unit in public. */
  listers: z.number(),
  /** Public offers of the unit. */
  offers: z.number(),
  min_price: z.number(),
  max_price: z.number(),
});
export type UnitGroupSummary = z.infer<typeof unitGroupSummarySchema>;
