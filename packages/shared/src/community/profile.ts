import { z } from 'zod';
import { ACCOUNT_TYPES } from '../account-types.js';
import { profileAwardSchema } from '../awards/awards.types.js';
import { listingCardSchema, listingSummarySchema, responsiveImageSchema } from '../listing/listing.types.js';
import { profileResponsivenessSchema } from '../leads/agent-stats.schema.js';
import { agencyLicenceSchema } from '../agencies/agency-licence.schema.js';

export const PROFILE_LISTINGS_PAGE_SIZE = 12;
export const PROFILE_POSTS_LIMIT = 12;
export const FEED_PAGE_SIZE = 12;

/** A person as lists show them (feed authors, suggestions to follow). */
export const personSummarySchema = z.object({
  id: z.number(),
  full_name: z.string(),
  slug: z.string(),
  profile_picture: z.string(),
  is_verified_user: z.boolean(),
  type: z.enum(ACCOUNT_TYPES),
  designation: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/**
 * The agency a person works for, as their public profile shows it (issue 36): only while they are
 * on its public team and it is active. Both names; the page picks its language's.
 */
export const profileAgencySchema = z.object({
  slug: z.string(),
  name: z.string(),
  name_ar: z.string().nullable(),
  logo: responsiveImageSchema.nullable(),
  brn: z.string().nullable(),
  brn_expires_on: z.string().nullable(),
  /** The agency's licence: the profile's trust ticks (issue 42, J8.6). */
  licence: agencyLicenceSchema,
});
export type ProfileAgency = z.infer<typeof profileAgencySchema>;

/**
 * `GET /api/profiles/{slug}/`: public fields only (never e-mail, phone or address), with the
 * follow counts and whether the viewer follows this person.
 */
export const publicProfileSchema = personSummarySchema.extend({
  cover_photo: z.string().nullable(),
  bio: z.string().nullable(),
  member_since: z.string(),
  /** They opened a link sent to their e-mail address (a trust tick, issue 42). */
  email_verified: z.boolean(),
  followers: z.number(),
  following: z.number(),
  listings_count: z.number(),
  posts_count: z.number(),
  awards: z.array(profileAwardSchema),
  /** The viewer follows this person (false for guests). */
  is_following: z.boolean(),
  /** The viewer is this person. */
  is_self: z.boolean(),
  agency: profileAgencySchema.nullable(),
  /**
   * "Usually replies within 2 h, based on 37 inquiries in the last 60 days" (issue 36, J1.6):
   * null under 5 answered inquiries in 60 days ("Not enough inquiries yet").
   */
  responsiveness: profileResponsivenessSchema.nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const postSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  featured_image: responsiveImageSchema.nullable(),
  created_at: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const profileListingsAnswerSchema = z.object({
  results: z.array(listingCardSchema),
  count: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type ProfileListingsAnswer = z.infer<typeof profileListingsAnswerSchema>;

export const profilePostsAnswerSchema = z.object({ results: z.array(postSummarySchema) });
export type ProfilePostsAnswer = z.infer<typeof profilePostsAnswerSchema>;

/** `POST|DELETE /api/follows/{userId}/`. */
export const followAnswerSchema = z.object({ is_following: z.boolean(), followers: z.number() });
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

/** One entry of the dashboard feed: a new listing or blog post by someone the user follows. */
export const feedItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('listing'),
    created_at: z.string(),
    author: personSummarySchema,
    listing: listingSummarySchema,
  }),
  z.object({ kind: z.literal('post'), created_at: z.string(), author: personSummarySchema, post: postSummarySchema }),
]);
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedAnswerSchema = z.object({
  results: z.array(feedItemSchema),
  page: z.number(),
  has_more: z.boolean(),
});
export type FeedAnswer = z.infer<typeof feedAnswerSchema>;

export const followSuggestionsAnswerSchema = z.object({
  results: z.array(personSummarySchema.extend({ followers: z.number() })),
});
export type FollowSuggestionsAnswer = z.infer<typeof followSuggestionsAnswerSchema>;
