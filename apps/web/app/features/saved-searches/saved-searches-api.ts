import type { SavedSearch, SavedSearchList } from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

/** TanStack Query keys of saved searches. */
export const savedSearchesKeys = { mine: ['saved-searches'] as const };

export const savedSearchesApi = {
  mine: () => apiFetch<SavedSearchList>('/api/saved-searches/'),
  create: (body: Record<string, unknown>) => apiFetch<SavedSearch>('/api/saved-searches/', { body }),
  update: (id: number, body: Record<string, unknown>) =>
    apiFetch<SavedSearch>(`/api/saved-searches/${id}/`, { method: 'PATCH', body }),
  seen: (id: number) => apiFetch<SavedSearch>(`/api/saved-searches/${id}/seen/`, { method: 'POST' }),
  remove: (id: number) => apiFetch<{ status: 'success' }>(`/api/saved-searches/${id}/`, { method: 'DELETE' }),
};

/** The browser's time zone, for digests at the user's own hour. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
