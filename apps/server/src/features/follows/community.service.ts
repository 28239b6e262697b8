import {
  FEED_PAGE_SIZE,
  PROFILE_LISTINGS_PAGE_SIZE,
  PROFILE_POSTS_LIMIT,
  type FeedAnswer,
  type FeedItem,
  type FollowAnswer,
  type FollowSuggestionsAnswer,
  type ProfileListingsAnswer,
  type ProfilePostsAnswer,
  type ProfileResponsiveness,
  type PublicProfile,
} from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import { toCard, toSummary } from '../listings/listing.presenter.js';
import type { UserRow } from '../users/user.table.js';
import { toPerson, toPost, toProfileAgency } from './community.presenter.js';
import type { FollowRepository } from './follow.repository.js';
import type { ProfileRepository } from './profile.repository.js';
import { pageCount } from '../../lib/paging.js';

const profileNotFound = () => new AppError(404, 'not_found', 'Profile not found.');
const SUGGESTIONS = 6;

/** Public profiles, follows and the feed of followed people. */
export function communityService(deps: {
  follows: FollowRepository;
  profiles: ProfileRepository;
  /** "Usually replies within…" of a person (features/leads responsiveness.ts), null under 5 inquiries. */
  responsiveness?: (userId: number) => Promise<ProfileResponsiveness | null>;
}) {
  const { follows, profiles } = deps;

  async function person(slug: string) {
    const user = await profiles.activeBySlug(slug);
    if (!user) throw profileNotFound();
    return user;
  }

  /** Someone else, active, to follow or unfollow. */
  async function followee(id: number, viewer: UserRow) {
    if (id === viewer.id) throw new AppError(400, 'cannot_follow_self', 'You cannot follow yourself.');
    const target = await follows.activePerson(id);
    if (!target) throw new AppError(404, 'not_found', 'No such user.');
    return target;
  }

  return {
    async profile(slug: string, viewer: UserRow | null): Promise<PublicProfile> {
      const user = await person(slug);
      const [counts, awards, isFollowing, agency, replies] = await Promise.all([
        profiles.counts(user.id),
        profiles.awards(user.id),
        viewer && viewer.id !== user.id ? follows.isFollowing(viewer.id, user.id) : false,
        profiles.agencyOf(user.id),
        deps.responsiveness?.(user.id) ?? null,
      ]);
      return {
        ...toPerson(user),
        cover_photo: user.coverPhoto,
        bio: user.bio,
        member_since: user.createdAt.toISOString(),
        email_verified: user.emailVerifiedAt !== null,
        followers: counts.followers,
        following: counts.following,
        listings_count: counts.listings,
        posts_count: counts.posts,
        awards: awards.map((a) => ({
          id: a.id,
          title: a.title,
          description: a.description,
          date: a.awardedOn,
          image: a.image ?? null,
        })),
        is_following: isFollowing,
        is_self: viewer?.id === user.id,
        agency: toProfileAgency(agency),
        responsiveness: replies,
      };
    },

    async listings(slug: string, page: number): Promise<ProfileListingsAnswer> {
      const user = await person(slug);
      const { rows, count } = await profiles.listings(user.id, page, PROFILE_LISTINGS_PAGE_SIZE);
      return {
        results: rows.map(toCard),
        count,
        page,
        pages: pageCount(count, PROFILE_LISTINGS_PAGE_SIZE),
      };
    },

    async posts(slug: string): Promise<ProfilePostsAnswer> {
      const user = await person(slug);
      return { results: (await profiles.posts(user.id, PROFILE_POSTS_LIMIT)).map(toPost) };
    },

    async follow(id: number, viewer: UserRow): Promise<FollowAnswer> {
      await followee(id, viewer);
      await follows.follow(viewer.id, id);
      return { is_following: true, followers: await follows.followerCount(id) };
    },

    async unfollow(id: number, viewer: UserRow): Promise<FollowAnswer> {
      await followee(id, viewer);
      await follows.unfollow(viewer.id, id);
      return { is_following: false, followers: await follows.followerCount(id) };
    },

    async feed(viewer: UserRow, page: number): Promise<FeedAnswer> {
      const { refs, cards, posts, authors, hasMore } = await follows.feed(viewer.id, page, FEED_PAGE_SIZE);
      const authorOf = new Map(authors.map((a) => [a.id, toPerson(a)]));
      const cardOf = new Map(cards.map((c) => [c.id, c]));
      const postOf = new Map(posts.map((p) => [p.id, p]));
      const results = refs.flatMap((ref): FeedItem[] => {
        if (ref.kind === 'listing') {
          const card = cardOf.get(ref.id);
          const author = card && authorOf.get(card.ownerId);
          return card && author
            ? [{ kind: 'listing', created_at: card.createdAt.toISOString(), author, listing: toSummary(card) }]
            : [];
        }
        const post = postOf.get(ref.id);
        const author = post && authorOf.get(post.authorId);
        return post && author
          ? [{ kind: 'post', created_at: post.createdAt.toISOString(), author, post: toPost(post) }]
          : [];
      });
      return { results, page, has_more: hasMore };
    },

    async suggestions(viewer: UserRow | null): Promise<FollowSuggestionsAnswer> {
      const rows = await follows.suggestions(viewer?.id, SUGGESTIONS);
      return { results: rows.map((r) => ({ ...toPerson(r), followers: Number(r.followers) })) };
    },
  };
}
