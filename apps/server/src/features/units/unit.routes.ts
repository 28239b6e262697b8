import { z } from 'zod';
import { unitOffersAnswerSchema } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { cacheTags } from '../../lib/response-cache.js';
import { guestCached } from '../../lib/guest-cache.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One listing per real unit (issue 37): the offers of the unit a listing belongs to. */
export async function unitRoutes(app: AppInstance) {
  const { listings, units } = app.services;
  // A group's offers change with any of its listings, anywhere.
  const offersCached = guestCached(app.services.responseCache, () => [cacheTags.anyListing]);

  app.get(
    '/api/units/:id/offers/',
    {
      ...offersCached,
      schema: {
        tags: ['properties'],
        summary: "The public offers of the unit a listing belongs to, side by side (other listers' listings of it)",
        description:
          'The listing must be one the viewer may see (else 404); the offers are public listings only. `group` is null when no other lister offers the unit.',
        params: idParams,
        response: { 200: unitOffersAnswerSchema },
      },
    },
    async (req) => units.offers(await listings.visible(req.params.id, req.user, true)),
  );
}
