import type {
  ActivityList,
  Demand,
  DemandListAnswer,
  FeedAnswer,
  FeedbackAnswer,
  FollowAnswer,
  FollowSuggestionsAnswer,
} from '@estate/shared';
import { apiFetch } from '../api/api-client';

/** TanStack Query keys of the community feature. */
export const communityKeys = {
  myDemands: (page: number) => ['demands', 'mine', page] as const,
  feed: ['follows', 'feed'] as const,
  suggestions: ['follows', 'suggestions'] as const,
  notifications: ['activity-notifications'] as const,
};

export const communityApi = {
  sendFeedback: (body: { title: string; description: string; rating: number }) =>
    apiFetch<FeedbackAnswer>('/api/app-feedback/', { body }),
  follow: (userId: number, follow: boolean) =>
    apiFetch<FollowAnswer>(`/api/follows/${userId}/`, { method: follow ? 'POST' : 'DELETE' }),
  feed: (page: number) => apiFetch<FeedAnswer>(`/api/follows/feed/?page=${page}`),
  suggestions: () => apiFetch<FollowSuggestionsAnswer>('/api/follows/suggestions/'),
  myDemands: (page: number) => apiFetch<DemandListAnswer>(`/api/demands/?mine=1&page=${page}`),
  createDemand: (body: Record<string, unknown>) => apiFetch<Demand>('/api/demands/', { body }),
  updateDemand: (id: number, body: Record<string, unknown>) =>
    apiFetch<Demand>(`/api/demands/${id}/`, { method: 'PATCH', body }),
  deleteDemand: (id: number) => apiFetch<{ status: 'success' }>(`/api/demands/${id}/`, { method: 'DELETE' }),
  notifications: (page: number) => apiFetch<ActivityList>(`/api/notifications/?page=${page}`),
  markRead: (id: number) => apiFetch(`/api/notifications/${id}/read/`, { method: 'POST' }),
  markAllRead: () => apiFetch('/api/notifications/read-all/', { method: 'POST' }),
};
