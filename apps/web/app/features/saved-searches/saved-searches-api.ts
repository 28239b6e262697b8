import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/saved-searches';
import { api, type BodyOf } from '../../lib/api/api-client';

/** TanStack Query keys of saved searches. */
export const savedSearchesKeys = { mine: ['saved-searches'] as const };

const mine = endpoint<typeof ops.getSavedSearches>('GET', '/api/saved-searches/');
const create = endpoint<typeof ops.postSavedSearches>('POST', '/api/saved-searches/');
const update = endpoint<typeof ops.patchSavedSearchesById>('PATCH', '/api/saved-searches/:id/');
const seen = endpoint<typeof ops.postSavedSearchesSeen>('POST', '/api/saved-searches/:id/seen/');
const remove = endpoint<typeof ops.deleteSavedSearchesById>('DELETE', '/api/saved-searches/:id/');

export const savedSearchesApi = {
  mine: () => api(mine),
  /** The dialog's fields; the server checks them. */
  create: (body: Record<string, unknown>) => api(create, { body: body as BodyOf<typeof create> }),
  update: (id: number, body: Record<string, unknown>) =>
    api(update, { params: { id }, body: body as BodyOf<typeof update> }),
  seen: (id: number) => api(seen, { params: { id } }),
  remove: (id: number) => api(remove, { params: { id } }),
};
/** The browser's time zone, for digests at the user's own hour. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
