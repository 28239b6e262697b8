import { z } from 'zod';
import {
  feedAnswerSchema,
  followAnswerSchema,
  followSuggestionsAnswerSchema,
  profileListingsAnswerSchema,
  profilePostsAnswerSchema,
  publicProfileSchema,
} from '../community/profile.js';
import { defineOperation } from './operation.js';

/** The follows feature's API operations (decision 0064). */

const slugParams = z.object({ slug: z.string().min(1).max(200) });

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

const userParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

export const getProfilesBySlug = defineOperation({
  method: 'GET',
  path: '/api/profiles/:slug/',
  tags: ['community'],
  summary: 'A public profile: public fields only, follow counts, awards, and whether you follow them',
  description: 'Deleted and suspended accounts answer 404. Answers PublicProfile.',
  params: slugParams,
  response: { 200: publicProfileSchema },
});

export const getProfilesListings = defineOperation({
  method: 'GET',
  path: '/api/profiles/:slug/listings/',
  tags: ['community'],
  summary: 'The public listings of a profile, featured then newest first (12 a page)',
  params: slugParams,
  query: pageQuery,
  response: { 200: profileListingsAnswerSchema },
});

export const getProfilesPosts = defineOperation({
  method: 'GET',
  path: '/api/profiles/:slug/posts/',
  tags: ['community'],
  summary: 'The latest blog posts of a profile',
  params: slugParams,
  response: { 200: profilePostsAnswerSchema },
});

export const postFollowsByUserId = defineOperation({
  method: 'POST',
  path: '/api/follows/:userId/',
  tags: ['community'],
  summary: 'Follow someone (not yourself); answers their follower count',
  params: userParams,
  response: { 200: followAnswerSchema },
});

export const deleteFollowsByUserId = defineOperation({
  method: 'DELETE',
  path: '/api/follows/:userId/',
  tags: ['community'],
  summary: 'Stop following someone',
  params: userParams,
  response: { 200: followAnswerSchema },
});

export const getFollowsFeed = defineOperation({
  method: 'GET',
  path: '/api/follows/feed/',
  tags: ['community'],
  summary: 'New public listings and blog posts of the people you follow, newest first',
  query: pageQuery,
  response: { 200: feedAnswerSchema },
});

export const getFollowsSuggestions = defineOperation({
  method: 'GET',
  path: '/api/follows/suggestions/',
  tags: ['community'],
  summary: 'People to follow: the most followed you do not follow yet',
  response: { 200: followSuggestionsAnswerSchema },
});
