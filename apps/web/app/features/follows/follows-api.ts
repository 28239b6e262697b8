import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/follows';
import { api } from '../../lib/api/api-client';

/** TanStack Query keys of follows. */
export const followsKeys = {
  feed: ['follows', 'feed'] as const,
  suggestions: ['follows', 'suggestions'] as const,
};

const follow = endpoint<typeof ops.postFollowsByUserId>('POST', '/api/follows/:userId/');
const unfollow = endpoint<typeof ops.deleteFollowsByUserId>('DELETE', '/api/follows/:userId/');
const feed = endpoint<typeof ops.getFollowsFeed>('GET', '/api/follows/feed/');
const suggestions = endpoint<typeof ops.getFollowsSuggestions>('GET', '/api/follows/suggestions/');

export const followsApi = {
  follow: (userId: number, on: boolean) => api(on ? follow : unfollow, { params: { userId } }),
  feed: (page: number) => api(feed, { query: { page } }),
  suggestions: () => api(suggestions),
};
