import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { cacheTags } from '../../lib/response-cache.js';
import { guestCached } from '../../lib/guest-cache.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/credits';
import { idParams } from '@estate/shared/contracts/params';
import { route } from '../../lib/route.js';

/**
 * Credits (a ledger of grants and spends), feature packages, and the three paid placements of
 * spec section 3: feature ads (`/api/properties/{id}/feature/`), banner ads and blazing deals.
 */
export async function creditsRoutes(app: AppInstance) {
  const { credits, listings, responseCache } = app.services;
  // Blazing deals show listing cards: any listing change may change them.
  const cached = guestCached(responseCache, () => [cacheTags.ads, cacheTags.anyListing]);

  /**
   * Changes to a listing are refused to whoever may not manage it (403, or 404 when hidden) before
   * the body is validated, as every other change to a listing is.
   */
  const ownerFirst = async (req: FastifyRequest) => {
    const parsed = idParams.safeParse(req.params);
    if (parsed.success) await listings.managed(parsed.data.id, requireUser(req));
  };

  route(app, contract.getCredits, { onRequest: signedInOnly }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return credits.credits(requireUser(req));
  });

  route(
    app,
    contract.getAdsPackages,
    {
      ...cached,
    },
    async (req) => ({ results: await credits.packages(req.query.kind) }),
  );

  route(app, contract.getAdsMine, { onRequest: signedInOnly }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { results: await credits.mine(requireUser(req)) };
  });

  route(app, contract.getAdsListings, { onRequest: signedInOnly }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { results: await credits.listingOptions(requireUser(req)) };
  });

  route(
    app,
    contract.postPropertiesFeature,
    {
      onRequest: signedInOnly,
      preValidation: ownerFirst,
    },
    async (req) => {
      const user = requireUser(req);
      const bought = await credits.feature(req.params.id, req.body, user);
      return { ...bought, property: await listings.detail(req.params.id, user) };
    },
  );

  route(
    app,
    contract.postPropertiesUnfeature,
    {
      onRequest: signedInOnly,
      preValidation: ownerFirst,
    },
    async (req) => {
      const user = requireUser(req);
      await credits.unfeature(req.params.id, user);
      return { property: await listings.detail(req.params.id, user) };
    },
  );

  route(app, contract.postAdsBanners, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send(await credits.banner(req.body, requireUser(req))),
  );

  route(app, contract.postAdsBlazing, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send(await credits.blazing(req.body, requireUser(req))),
  );

  route(app, contract.postAdsEnd, { onRequest: signedInOnly }, async (req) => ({
    ad: await credits.end(req.params.id, requireUser(req)),
  }));

  route(app, contract.getAdsBannersActive, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { results: await credits.activeBanners(req.query.mobile === '1', req.query.limit) };
  });

  route(
    app,
    contract.getAdsBlazingActive,
    {
      ...cached,
    },
    async () => ({ results: await credits.activeBlazing() }),
  );
}
