import { z } from 'zod';
import {
  mapQuerySchema,
  searchQuerySchema,
  areaSuggestionsAnswerSchema,
  cityOverviewAnswerSchema,
  listingInputSchema,
  listingPriceSchema,
  listingAppealSchema,
  listingStatusSchema,
  listingUpdateSchema,
  okSchema,
  parseSearchFilters,
  idFromSlug,
  listingAnswerSchema,
  mapAnswerSchema,
  listingDetailSchema,
  relatedAnswerSchema,
  searchAnswerSchema,
  differentUnitQuerySchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { cacheTags } from '../../lib/response-cache.js';
import { guestCached } from '../../lib/guest-cache.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { cityKeyOf } from './listing-row.js';
import { notFound } from './listing.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A slug such as "villa-in-dubai-42" or a bare id (one name: the router needs one per position). */
const slugParams = z.object({ id: z.string().min(1).max(200) });
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

  app.get(
    '/api/properties/',
    {
      ...searchCached,
      schema: {
        tags: ['properties'],
        summary: 'Search listings: filters, keyword (full text, English and Arabic), sort, pagination, map box',
        description:
          'Every parameter is optional, and one whose value makes no sense is ignored rather than refused, so a shared or hand-edited link always shows results.',
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema },
      },
    },
    async (req) => listings.search(parseSearchFilters(req.query), req.user),
  );

  app.get(
    '/api/properties/cities/',
    {
      ...relatedCached,
      schema: {
        tags: ['properties'],
        summary: "Every city with its number of public listings (exact up to 1,000, then 'more') and a photo",
        response: { 200: cityOverviewAnswerSchema },
      },
    },
    async () => listings.cities(),
  );

  // Place names change only with a migration: held as long as the cache holds anything.
  const placesCached = guestCached(cache, () => []);
  app.get(
    '/api/places/areas/',
    {
      ...placesCached,
      schema: {
        tags: ['properties'],
        summary: 'Areas (neighbourhoods) whose name is alike to what was typed, typo-tolerant, in a city if named',
        description:
          "For the search form's area field: `q` (what was typed, any spelling, English or Arabic), `city` (optional). At most 8, best first; `name` is what `area=` of a search carries.",
        querystring: z.object({ q: z.string().optional(), city: z.string().optional() }),
        response: { 200: areaSuggestionsAnswerSchema },
      },
    },
    // Forgiving, as search filters are: what is too long is cut, not refused.
    async (req) => ({
      results: await listings.areaSuggestions((req.query.q ?? '').slice(0, 60), req.query.city?.slice(0, 100)),
    }),
  );

  app.get(
    '/api/properties/map/',
    {
      ...searchCached,
      schema: {
        tags: ['properties'],
        summary:
          'The listings inside a box on a map: pins, or true counts per cell past 300 (same filters as the search)',
        description:
          "`zoom` (0-20, the map's zoom level) sizes the cells to about 80 screen pixels; without it, or when it is not a whole number in range, the box's width decides.",
        querystring: mapQuerySchema,
        response: { 200: mapAnswerSchema },
      },
    },
    async (req) => listings.map(parseSearchFilters(req.query), zoomOf(req.query)),
  );

  app.get(
    '/api/properties/:id/',
    {
      ...detailCached,
      schema: {
        tags: ['properties'],
        summary: 'One listing by slug or id (404 "Property Not Found" when unknown or hidden)',
        description: 'The answer`s `slug` is canonical: a client holding an older slug should redirect to it.',
        params: slugParams,
        response: { 200: listingDetailSchema },
      },
    },
    async (req) => {
      const id = idFromSlug(req.params.id);
      if (id === null) throw notFound();
      return listings.detail(id, req.user);
    },
  );

  app.get(
    '/api/properties/:id/related/',
    {
      ...relatedCached,
      schema: {
        tags: ['properties'],
        summary: 'Similar (same type, purpose and city, close price), nearby and recommended listings',
        params: idParams,
        response: { 200: relatedAnswerSchema },
      },
    },
    async (req) => listings.related(req.params.id, req.user),
  );

  app.post(
    '/api/properties/',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['properties'],
        summary: 'Create a listing (signed in). Media are upload ids from POST /api/uploads/{kind}/',
        description:
          'A listing that looks like one of the lister`s own (same photos, or same place, size and price) answers 409 `duplicate_unit` naming it; `?different_unit=1` publishes it for review instead.',
        querystring: differentUnitQuerySchema,
        body: listingInputSchema,
        response: { 201: listingAnswerSchema },
      },
    },
    async (req, reply) => {
      const owner = requireUser(req);
      const property = await listings.create(
        req.body,
        owner,
        { differentUnit: req.query.different_unit === '1' },
        req.idempotency,
      );
      return reply.status(201).send({ property });
    },
  );

  app.patch(
    '/api/properties/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['properties'],
        summary: 'Edit a listing (lister or agency manager); fields left out stay as they are',
        params: idParams,
        body: listingUpdateSchema,
        response: { 200: listingAnswerSchema },
      },
    },
    async (req) => ({ property: await listings.update(req.params.id, req.body, requireUser(req)) }),
  );

  app.post(
    '/api/properties/:id/status/',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['properties'],
        summary: 'Change the status (lister or agency manager)',
        description:
          'Back to public, the duplicate check runs as at creation (409 `duplicate_unit`; `?different_unit=1`).',
        params: idParams,
        querystring: differentUnitQuerySchema,
        body: listingStatusSchema,
        response: { 200: listingAnswerSchema },
      },
    },
    async (req) => ({
      property: await listings.setStatus(req.params.id, req.body.status, requireUser(req), {
        differentUnit: req.query.different_unit === '1',
      }),
    }),
  );

  app.post(
    '/api/properties/:id/appeal/',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['properties'],
        summary: 'Appeal against an administrator taking the listing down (lister or agency manager)',
        params: idParams,
        body: listingAppealSchema,
        response: { 200: listingAnswerSchema },
      },
    },
    async (req) => ({ property: await listings.appeal(req.params.id, req.body.message, requireUser(req)) }),
  );

  app.post(
    '/api/properties/:id/price/',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['properties'],
        summary: 'Edit the price (lister or agency manager); the change goes into the price history',
        params: idParams,
        body: listingPriceSchema,
        response: { 200: listingAnswerSchema },
      },
    },
    async (req) => ({ property: await listings.setPrice(req.params.id, req.body.price, requireUser(req)) }),
  );

  // Feature and unfeature (`/api/properties/{id}/feature/`) spend credits: see features/credits/credits.routes.ts.

  app.delete(
    '/api/properties/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['properties'],
        summary: 'Delete a listing and its files (lister or agency manager)',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await listings.remove(req.params.id, requireUser(req));
      return { status: 'success' as const, message: 'Property deleted.' };
    },
  );
}
