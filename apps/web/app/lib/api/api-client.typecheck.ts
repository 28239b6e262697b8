/**
 * Compiled by the web's `tsc` (npm run typecheck -w @estate/web), never run or imported: each
 * `@ts-expect-error` below must stay an error, so if the web's calls stopped being typed from the
 * shared operations (decision 0064, phase 2) this file would fail the typecheck.
 */
import type { SsrContext } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as listings from '@estate/shared/contracts/listings';
import type * as savedSearches from '@estate/shared/contracts/saved-searches';
import { api } from './api-client';

// The browser's view of an operation must name its declared method and path.
const listing = endpoint<typeof listings.getPropertiesById>('GET', '/api/properties/:id/');
// @ts-expect-error -- not the operation's path
endpoint<typeof listings.getPropertiesById>('GET', '/api/property/:id/');
// @ts-expect-error -- not the operation's method
endpoint<typeof listings.getPropertiesById>('POST', '/api/properties/:id/');

export async function browserChecks() {
  // The answer is the operation's 2xx schema output.
  const detail = await api(listing, { params: { id: 1 } });
  const title: string = detail.title;
  // @ts-expect-error -- a field the answer schema does not have (what a changed schema looks like)
  void detail.headline;
  // @ts-expect-error -- a path parameter is required
  await api(listing);

  const remove = endpoint<typeof savedSearches.deleteSavedSearchesById>('DELETE', '/api/saved-searches/:id/');
  const removed = await api(remove, { params: { id: 2 } });
  // @ts-expect-error -- the delete answers `{ status }`, not a saved search
  void removed.name;
  return title;
}

export async function loaderChecks(context: SsrContext) {
  // A loader's `call` answers the same type inside `SsrApiAnswer`.
  const answer = await context.call(listing, { params: { id: 'a-home-1' } });
  if (!answer.ok) return null;
  // @ts-expect-error -- not a field of the listing answer
  void answer.body.headline;
  return answer.body.slug;
}
