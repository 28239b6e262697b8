import { z } from 'zod';
import {
  feedAnswerSchema,
  followAnswerSchema,
  followSuggestionsAnswerSchema,
  profileListingsAnswerSchema,
  profilePostsAnswerSchema,
  publicProfileSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';

const userParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const tags = ['community'];

/** Public profiles, follows and the feed of followed people (activity notifications: notification.routes.ts). */
export async function communityRoutes(app: AppInstance) {
  const { community } = app.services;

  app.get(
    '/api/profiles/:slug/',
    {
      schema: {
        tags,
        summary: 'A public profile: public fields only, follow counts, awards, and whether you follow them',
        description: 'Deleted and suspended accounts answer 404. Answers PublicProfile.',
        params: slugParams,
        response: { 200: publicProfileSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return community.profile(req.params.slug, req.user);
    },
  );

  app.get(
    '/api/profiles/:slug/listings/',
    {
      schema: {
        tags,
        summary: 'The public listings of a profile, featured then newest first (12 a page)',
        params: slugParams,
        querystring: pageQuery,
        response: { 200: profileListingsAnswerSchema },
      },
    },
    async (req) => community.listings(req.params.slug, req.query.page),
  );

  app.get(
    '/api/profiles/:slug/posts/',
    {
      schema: {
        tags,
        summary: 'The latest blog posts of a profile',
        params: slugParams,
        response: { 200: profilePostsAnswerSchema },
      },
    },
    async (req) => community.posts(req.params.slug),
  );

  app.post(
    '/api/follows/:userId/',
    {
      onRequest: signedInOnly,
      onSend: privateAnswer,
      schema: {
        tags,
        summary: 'Follow someone (not yourself); answers their follower count',
        params: userParams,
        response: { 200: followAnswerSchema },
      },
    },
    async (req) => community.follow(req.params.userId, requireUser(req)),
  );

  app.delete(
    '/api/follows/:userId/',
    {
      onRequest: signedInOnly,
      onSend: privateAnswer,
      schema: { tags, summary: 'Stop following someone', params: userParams, response: { 200: followAnswerSchema } },
    },
    async (req) => community.unfollow(req.params.userId, requireUser(req)),
  );

  app.get(
    '/api/follows/feed/',
    {
      onRequest: signedInOnly,
      onSend: privateAnswer,
      schema: {
        tags,
        summary: 'New public listings and blog posts of the people you follow, newest first',
        querystring: pageQuery,
        response: { 200: feedAnswerSchema },
      },
    },
    async (req) => community.feed(requireUser(req), req.query.page),
  );

  app.get(
    '/api/follows/suggestions/',
    {
      onSend: privateAnswer,
      schema: {
        tags,
        summary: 'People to follow: the most followed you do not follow yet',
        response: { 200: followSuggestionsAnswerSchema },
      },
    },
    async (req) => community.suggestions(req.user),
  );
}
