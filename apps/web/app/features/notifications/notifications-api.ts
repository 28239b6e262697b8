import type { ActivityList } from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

/** TanStack Query keys of activity notifications. */
export const notificationsKeys = {
  list: ['activity-notifications'] as const,
};

export const notificationsApi = {
  list: (page: number) => apiFetch<ActivityList>(`/api/notifications/?page=${page}`),
  markRead: (id: number) => apiFetch(`/api/notifications/${id}/read/`, { method: 'POST' }),
  markAllRead: () => apiFetch('/api/notifications/read-all/', { method: 'POST' }),
};
