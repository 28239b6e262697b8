import { z } from 'zod';
import {
  activeBannersAnswerSchema,
  activeBannersQuerySchema,
  activeBlazingAnswerSchema,
  adListingOptionsAnswerSchema,
  adPackagesQuerySchema,
  adPurchaseAnswerSchema,
  bannerAdSchema,
  blazingDealSchema,
  creditsAnswerSchema,
  endAdAnswerSchema,
  featureListingAnswerSchema,
  featureListingSchema,
  featurePackagesAnswerSchema,
  listingAnswerSchema,
  myAdsAnswerSchema,
} from '@estate/shared';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { cacheTags } from '../../lib/response-cache.js';
import { guestCached } from '../../lib/guest-cache.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Credits (a ledger of grants and spends), feature packages, and the three paid placements of
 * spec section 3: feature ads (`/api/properties/{id}/feature/`), banner ads and blazing deals.
 */
export async function creditsRoutes(app: AppInstance) {
  const { credits, listings, responseCache } = app.services;
  // Blazing deals show listing cards: any listing change may change them.
  const cached = guestCached(responseCache, () => [cacheTags.ads, cacheTags.anyListing]);
  const tags = ['ads'];

  /**
   * Changes to a listing are refused to whoever may not manage it (403, or 404 when hidden) before
   * the body is validated, as every other change to a listing is.
   */
  const ownerFirst = async (req: FastifyRequest) => {
    const parsed = idParams.safeParse(req.params);
    if (parsed.success) await listings.managed(parsed.data.id, requireUser(req));
  };

  app.get(
    '/api/credits/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Your credit balance (available, used, total), listing quota and latest ledger rows',
        description:
          'The balance is the sum of your ledger rows: grants (signup_grant, admin_grant, refund) are positive, purchases negative. The newest 50 rows are listed.',
        response: { 200: creditsAnswerSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return credits.credits(requireUser(req));
    },
  );

  app.get(
    '/api/ads/packages/',
    {
      ...cached,
      schema: {
        tags,
        summary: 'Feature packages on offer (what each placement costs in credits and how many days it runs)',
        querystring: adPackagesQuerySchema,
        response: { 200: featurePackagesAnswerSchema },
      },
    },
    async (req) => ({ results: await credits.packages(req.query.kind) }),
  );

  app.get(
    '/api/ads/mine/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Your feature ads, banner ads and blazing deals, newest first, each running, ended or blocked',
        response: { 200: myAdsAnswerSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { results: await credits.mine(requireUser(req)) };
    },
  );

  app.get(
    '/api/ads/listings/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Your live listings that may be advertised, with whether each is featured or has a running deal',
        response: { 200: adListingOptionsAnswerSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { results: await credits.listingOptions(requireUser(req)) };
    },
  );

  app.post(
    '/api/properties/:id/feature/',
    {
      onRequest: signedInOnly,
      preValidation: ownerFirst,
      schema: {
        tags: ['properties', ...tags],
        summary: 'Feature your listing: spends the package credits and creates a feature ad (lister or agency manager)',
        description:
          'Body: package_id of a feature package, optional cover_image (an upload id of kind ad_image). The listing must be live (for sale, for rent or active) and not featured already (409). 402 insufficient_credits when the balance is short.',
        params: idParams,
        body: featureListingSchema,
        response: { 200: featureListingAnswerSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const bought = await credits.feature(req.params.id, req.body, user);
      return { ...bought, property: await listings.detail(req.params.id, user) };
    },
  );

  app.post(
    '/api/properties/:id/unfeature/',
    {
      onRequest: signedInOnly,
      preValidation: ownerFirst,
      schema: {
        tags: ['properties', ...tags],
        summary:
          'End the running feature ad of your listing now (lister or agency manager; used credits are not refunded)',
        params: idParams,
        response: { 200: listingAnswerSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      await credits.unfeature(req.params.id, user);
      return { property: await listings.detail(req.params.id, user) };
    },
  );

  app.post(
    '/api/ads/banners/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Buy a banner ad (title, description, image upload of kind ad_image, is_mobile, link)',
        description:
          'link is an https:// address or a path on this site ("/properties?city=Lahore"). 402 insufficient_credits when the balance is short.',
        body: bannerAdSchema,
        response: { 201: adPurchaseAnswerSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await credits.banner(req.body, requireUser(req))),
  );

  app.post(
    '/api/ads/blazing/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Buy a blazing deal for your live listing (shown in the home page strip)',
        body: blazingDealSchema,
        response: { 201: adPurchaseAnswerSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await credits.blazing(req.body, requireUser(req))),
  );

  app.post(
    '/api/ads/:id/end/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'End your own ad now (no refund); another user’s ad is not found',
        params: idParams,
        response: { 200: endAdAnswerSchema },
      },
    },
    async (req) => ({ ad: await credits.end(req.params.id, requireUser(req)) }),
  );

  app.get(
    '/api/ads/banners/active/',
    {
      schema: {
        tags,
        summary: 'Running banners for a slot, picked at random (mobile=1 for the phone variant)',
        querystring: activeBannersQuerySchema,
        response: { 200: activeBannersAnswerSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { results: await credits.activeBanners(req.query.mobile === '1', req.query.limit) };
    },
  );

  app.get(
    '/api/ads/blazing/active/',
    {
      ...cached,
      schema: {
        tags,
        summary: 'Running blazing deals with their listing cards (the home page strip)',
        response: { 200: activeBlazingAnswerSchema },
      },
    },
    async () => ({ results: await credits.activeBlazing() }),
  );
}
