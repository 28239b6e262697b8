import * as contract from '@estate/shared/contracts/areas';
import type { AppInstance } from '../../app-types.js';
import { guestCached } from '../../lib/guest-cache.js';
import { cacheTags } from '../../lib/response-cache.js';
import { route } from '../../lib/route.js';
import { notFound } from '../listings/listing-core.js';

/** Area and city price pages' figures, and a listing's price check (issue 41). */
export async function areaRoutes(app: AppInstance) {
  const { areaStats, priceCheck } = app.services;
  // The figures change once a month (the job drops the cached answers); guests' floods cost no query.
  const statsCached = guestCached(app.services.responseCache, () => [cacheTags.areaStats]);
  route(app, contract.getAreaStats, { ...statsCached }, async (req) =>
    areaStats.area(req.params.city, req.params.area, req.query.type),
  );
  // Before the city's route, which would take `price-check-accuracy` for a city.
  route(app, contract.getPriceCheckAccuracy, { ...statsCached }, async () => priceCheck.accuracy());
  route(app, contract.getCityStats, { ...statsCached }, async (req) => areaStats.city(req.params.city, req.query.type));

  // Comparables change with any listing of the area: held as long as the listings' lists are.
  const checkCached = guestCached(app.services.responseCache, (req) => [
    cacheTags.listing((req.params as { id: number }).id),
    cacheTags.anyListing,
  ]);
  route(app, contract.getPropertiesPriceCheck, { ...checkCached }, async (req) => {
    const answer = await priceCheck.check(req.params.id);
    if (!answer) throw notFound();
    return answer;
  });
}
