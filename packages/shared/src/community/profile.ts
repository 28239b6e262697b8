import type { AccountType } from '../account-types.js';
import type { ListingCard, ResponsiveImage } from '../listing/listing.types.js';

export const PROFILE_LISTINGS_PAGE_SIZE = 12;
export const PROFILE_POSTS_LIMIT = 12;
export const FEED_PAGE_SIZE = 12;

/** A person as lists show them (feed authors, suggestions to follow). */
export interface PersonSummary {
  id: number;
  full_name: string;
  slug: string;
  profile_picture: string;
  is_verified_user: boolean;
  type: AccountType;
  designation: string | null;
}

export interface ProfileAward {
  id: number;
  title: string;
  description: string;
  date: string;
  image: ResponsiveImage | null;
}

/**
 * `GET /api/profiles/{slug}/`: public fields only (never e-mail, phone or address), with the
 * follow counts and whether the viewer follows this person.
 */
export interface PublicProfile extends PersonSummary {
  cover_photo: string | null;
  bio: string | null;
  member_since: string;
  followers: number;
  following: number;
  listings_count: number;
  posts_count: number;
  awards: ProfileAward[];
  /** The viewer follows this person (false for guests). */
  is_following: boolean;
  /** The viewer is this person. */
  is_self: boolean;
}

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featured_image: ResponsiveImage | null;
  created_at: string;
}

export interface ProfileListingsAnswer {
  results: ListingCard[];
  count: number;
  page: number;
  pages: number;
}

export interface ProfilePostsAnswer {
  results: PostSummary[];
}

/** `POST|DELETE /api/follows/{userId}/`. */
export interface FollowAnswer {
  is_following: boolean;
  followers: number;
}

/** One entry of the dashboard feed: a new listing or blog post by someone the user follows. */
export type FeedItem =
  | { kind: 'listing'; created_at: string; author: PersonSummary; listing: ListingCard }
  | { kind: 'post'; created_at: string; author: PersonSummary; post: PostSummary };

export interface FeedAnswer {
  results: FeedItem[];
  page: number;
  has_more: boolean;
}

export interface FollowSuggestionsAnswer {
  results: (PersonSummary & { followers: number })[];
}
