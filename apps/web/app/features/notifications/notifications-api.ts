import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/notifications';
import { api } from '../../lib/api/api-client';

/** TanStack Query keys of activity notifications. */
export const notificationsKeys = {
  list: ['activity-notifications'] as const,
};

const list = endpoint<typeof ops.getNotifications>('GET', '/api/notifications/');
const markRead = endpoint<typeof ops.postNotificationsRead>('POST', '/api/notifications/:id/read/');
const markAllRead = endpoint<typeof ops.postNotificationsReadAll>('POST', '/api/notifications/read-all/');

export const notificationsApi = {
  list: (page: number) => api(list, { query: { page } }),
  markRead: (id: number) => api(markRead, { params: { id } }),
  markAllRead: () => api(markAllRead),
};
