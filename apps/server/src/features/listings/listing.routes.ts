import { parseSearchFilters, idFromSlug } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { cacheTags } from '../../lib/response-cache.js';
import { guestCached } from '../../lib/guest-cache.js';
import { sendJsonText } from '../../lib/json-text.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { cityKeyOf } from './listing-row.js';
import { notFound } from './listing.service.js';
import * as contract from '@estate/shared/contracts/listings';
import { route } from '../../lib/route.js';

/** The map's zoom level from the query, when it is a whole number from 0 to 20 (a display hint: anything else is ignored). */
function zoomOf(query: unknown): number | undefined {
  const value = (query as Record<string, unknown>).zoom;
  const zoom = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : NaN;
  return zoom >= 0 && zoom <= 20 ? zoom : undefined;
}

/**
 * Listings: search, map, detail, related, and the owner's actions. Answers are typed by
 * the response schemas of listing.types.ts in packages/shared.
 */
export async function listingRoutes(app: AppInstance) {
  const { listings } = app.services;
  const cache = app.services.responseCache;
  // A search or map filtered by a city changes only with that city's listings; any other with any listing.
  const searchCached = guestCached(cache, (req) => {
    const { city } = parseSearchFilters(req.query as Record<string, string | string[]>);
    return [city ? cacheTags.city(cityKeyOf(city)) : cacheTags.anyListing];
  });
  const detailCached = guestCached(cache, (req) => {
    const id = idFromSlug((req.params as { id: string }).id);
    return id === null ? [] : [cacheTags.listing(id)];
  });
  // Similar listings share the city, but nearby and recommended ones may come from anywhere.
  const relatedCached = guestCached(cache, () => [cacheTags.anyListing]);

  route(
    app,
    contract.getProperties,
    {
      ...searchCached,
    },
    async (req, reply) => sendJsonText(req, reply, await listings.search(parseSearchFilters(req.query), req.user)),
  );

  route(
    app,
    contract.getPropertiesCities,
    {
      ...relatedCached,
    },
    async () => listings.cities(),
  );

  // Place names change only with a migration: held as long as the cache holds anything.
  const placesCached = guestCached(cache, () => []);
  route(
    app,
    contract.getPlacesAreas,
    {
      ...placesCached,
    },
    async (req) => ({
      results: await listings.areaSuggestions((req.query.q ?? '').slice(0, 60), req.query.city?.slice(0, 100)),
    }),
  );

  route(
    app,
    contract.getPropertiesMap,
    {
      ...searchCached,
    },
    async (req) => listings.map(parseSearchFilters(req.query), zoomOf(req.query)),
  );

  route(
    app,
    contract.getPropertiesById,
    {
      ...detailCached,
    },
    async (req) => {
      const id = idFromSlug(req.params.id);
      if (id === null) throw notFound();
      return listings.detail(id, req.user);
    },
  );

  route(
    app,
    contract.getPropertiesRelated,
    {
      ...relatedCached,
    },
    async (req) => listings.related(req.params.id, req.user),
  );

  route(app, contract.postProperties, { onRequest: signedInOnly }, async (req, reply) => {
    const owner = requireUser(req);
    const property = await listings.create(
      req.body,
      owner,
      { differentUnit: req.query.different_unit === '1', priceConfirmed: req.query.price_confirmed === '1' },
      req.idempotency,
    );
    return reply.status(201).send({ property });
  });

  route(app, contract.patchPropertiesById, { onRequest: signedInOnly }, async (req) => ({
    property: await listings.update(req.params.id, req.body, requireUser(req)),
  }));

  route(app, contract.postPropertiesStatus, { onRequest: signedInOnly }, async (req) => ({
    property: await listings.setStatus(req.params.id, req.body.status, requireUser(req), {
      differentUnit: req.query.different_unit === '1',
      finalPrice: req.body.final_price,
    }),
  }));

  route(app, contract.postPropertiesAppeal, { onRequest: signedInOnly }, async (req) => ({
    property: await listings.appeal(req.params.id, req.body.message, requireUser(req)),
  }));

  route(app, contract.postPropertiesPrice, { onRequest: signedInOnly }, async (req) => ({
    property: await listings.setPrice(req.params.id, req.body.price, requireUser(req)),
  }));

  // Feature and unfeature (`/api/properties/{id}/feature/`) spend credits: see features/credits/credits.routes.ts.

  route(app, contract.deletePropertiesById, { onRequest: signedInOnly }, async (req) => {
    await listings.remove(req.params.id, requireUser(req));
    return { status: 'success' as const, message: 'Property deleted.' };
  });
}
