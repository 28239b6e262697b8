import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';
import * as contract from '@estate/shared/contracts/follows';
import { route } from '../../lib/route.js';

/** Public profiles, follows and the feed of followed people (activity notifications: notification.routes.ts). */
export async function communityRoutes(app: AppInstance) {
  const { community } = app.services;

  route(app, contract.getProfilesBySlug, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return community.profile(req.params.slug, req.user);
  });

  route(app, contract.getProfilesListings, async (req) => community.listings(req.params.slug, req.query.page));

  route(app, contract.getProfilesPosts, async (req) => community.posts(req.params.slug));

  route(
    app,
    contract.postFollowsByUserId,
    {
      onRequest: signedInOnly,
      onSend: privateAnswer,
    },
    async (req) => community.follow(req.params.userId, requireUser(req)),
  );

  route(
    app,
    contract.deleteFollowsByUserId,
    {
      onRequest: signedInOnly,
      onSend: privateAnswer,
    },
    async (req) => community.unfollow(req.params.userId, requireUser(req)),
  );

  route(
    app,
    contract.getFollowsFeed,
    {
      onRequest: signedInOnly,
      onSend: privateAnswer,
    },
    async (req) => community.feed(requireUser(req), req.query.page),
  );

  route(app, contract.getFollowsSuggestions, { onSend: privateAnswer }, async (req) => community.suggestions(req.user));
}
