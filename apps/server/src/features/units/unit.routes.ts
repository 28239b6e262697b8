import type { AppInstance } from '../../app-types.js';
import { cacheTags } from '../../lib/response-cache.js';
import { guestCached } from '../../lib/guest-cache.js';
import * as contract from '@estate/shared/contracts/units';
import { route } from '../../lib/route.js';

/** One listing per real unit (issue 37): the offers of the unit a listing belongs to. */
export async function unitRoutes(app: AppInstance) {
  const { listings, units } = app.services;
  // A group's offers change with any of its listings, anywhere.
  const offersCached = guestCached(app.services.responseCache, () => [cacheTags.anyListing]);

  route(
    app,
    contract.getUnitsOffers,
    {
      ...offersCached,
    },
    async (req) => units.offers(await listings.visible(req.params.id, req.user, true)),
  );
}
