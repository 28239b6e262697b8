import type { FeedAnswer, FollowAnswer, FollowSuggestionsAnswer } from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

/** TanStack Query keys of follows. */
export const followsKeys = {
  feed: ['follows', 'feed'] as const,
  suggestions: ['follows', 'suggestions'] as const,
};

export const followsApi = {
  follow: (userId: number, follow: boolean) =>
    apiFetch<FollowAnswer>(`/api/follows/${userId}/`, { method: follow ? 'POST' : 'DELETE' }),
  feed: (page: number) => apiFetch<FeedAnswer>(`/api/follows/feed/?page=${page}`),
  suggestions: () => apiFetch<FollowSuggestionsAnswer>('/api/follows/suggestions/'),
};
