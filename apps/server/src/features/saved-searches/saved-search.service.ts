import {
  SAVED_SEARCH_LIMIT,
  savedSearchFilters,
  savedSearchQuery,
  type SavedSearch,
  type SavedSearchInput,
  type SavedSearchPatch,
  type SearchFilters,
} from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { ListingPublished } from '../../lib/listing-events.js';
import { cityKeyOf } from '../listings/listing-row.js';
import { needsRates, searchPriceBasis } from '../listings/listing-price.query.js';
import type { UserRow } from '../users/user.table.js';
import type { NewSavedSearchRow, SavedSearchRepository } from './saved-search.repository.js';
import type { SavedSearchRow } from './saved-search.table.js';

/** In-app alerts per statement (four parameters each). */
const ALERT_CHUNK = 5000;

const notFound = () => new AppError(404, 'not_found', englishMessage('search.saved.errors.not_found'));

/** The indexed columns of a canonical query ('' is any): what candidatesFor narrows by. */
function indexedColumns(query: string) {
  const filters = savedSearchFilters(query);
  return {
    purpose: filters.purpose ?? '',
    cityKey: filters.city ? cityKeyOf(filters.city) : '',
    propertyType: filters.property_type ?? '',
    minPrice: filters.min_price ?? null,
    maxPrice: filters.max_price ?? null,
    // Without a market, the bounds are in this currency and alerts convert as the search does (U3).
    priceCurrency: needsRates(filters as SearchFilters) ? searchPriceBasis(filters as SearchFilters).currency : null,
    bedrooms: filters.bedrooms ?? null,
  };
}

function toSavedSearch(row: SavedSearchRow, newMatches: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency as SavedSearch['frequency'],
    notify_email: row.notifyEmail,
    notify_in_app: row.notifyInApp,
    digest_hour: row.digestHour,
    time_zone: row.timeZone,
    paused: row.paused,
    new_matches: newMatches,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  };
}

/** The in-app alert of one match (user_notifications; deduplicated per search and listing). */
export function savedSearchNotification(
  search: { id: number; userId: number; name: string; query: string },
  listing: Pick<ListingPublished, 'id' | 'title' | 'slug'>,
) {
  return {
    userId: search.userId,
    kind: 'saved_search_match',
    dedupeKey: `saved_search_match:${search.id}:${listing.id}`,
    payload: {
      title: listing.title,
      link: `/properties/${listing.slug}`,
      listing_id: listing.id,
      saved_search_id: search.id,
      search: search.name,
    },
  };
}

/**
 * Saved searches with alerts (issue 18): a signed-in user keeps results queries, each with how to
 * hear about new matches; only the owner ever reads or changes one (another's id answers 404).
 */
export function savedSearchService(deps: {
  repo: SavedSearchRepository;
  notifications: { insertMany(rows: ReturnType<typeof savedSearchNotification>[]): Promise<void> };
}) {
  const { repo } = deps;

  async function one(id: number, user: UserRow): Promise<SavedSearch> {
    const found = (await repo.listOwn(user.id)).find((entry) => entry.row.id === id);
    if (!found) throw notFound();
    return toSavedSearch(found.row, found.newMatches);
  }

  return {
    async list(user: UserRow): Promise<SavedSearch[]> {
      return (await repo.listOwn(user.id)).map(({ row, newMatches }) => toSavedSearch(row, newMatches));
    },

    async create(input: SavedSearchInput, user: UserRow): Promise<SavedSearch> {
      const query = savedSearchQuery(input.query);
      const row: NewSavedSearchRow = {
        userId: user.id,
        name: input.name,
        query,
        ...indexedColumns(query),
        frequency: input.frequency,
        notifyEmail: input.notify_email,
        notifyInApp: input.notify_in_app,
        digestHour: input.digest_hour,
        timeZone: input.time_zone,
      };
      const created = await repo.insertWithinLimit(row, SAVED_SEARCH_LIMIT);
      if (!created) throw new AppError(409, 'quota_reached', englishMessage('search.saved.errors.limit'));
      return toSavedSearch(created, 0);
    },

    async update(id: number, patch: SavedSearchPatch, user: UserRow): Promise<SavedSearch> {
      if (!(await repo.findOwn(id, user.id))) throw notFound();
      await repo.update(id, user.id, {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.frequency !== undefined && { frequency: patch.frequency }),
        ...(patch.notify_email !== undefined && { notifyEmail: patch.notify_email }),
        ...(patch.notify_in_app !== undefined && { notifyInApp: patch.notify_in_app }),
        ...(patch.digest_hour !== undefined && { digestHour: patch.digest_hour }),
        ...(patch.time_zone !== undefined && { timeZone: patch.time_zone }),
        ...(patch.paused !== undefined && { paused: patch.paused }),
      });
      // Nothing matched before a pause or while e-mail was off is mailed later, months stale.
      if (patch.paused === true || patch.notify_email === false) await repo.settleWaiting(id);
      return one(id, user);
    },

    /** The owner opened the results: the matches so far are no longer new. */
    async markSeen(id: number, user: UserRow): Promise<SavedSearch> {
      if (!(await repo.findOwn(id, user.id))) throw notFound();
      await repo.update(id, user.id, { lastSeenAt: new Date() });
      return one(id, user);
    },

    /** The unsubscribe link of an alert mail: that search's e-mail stops (a deleted one already has). */
    async stopMail(userId: number, id: number): Promise<void> {
      await repo.update(id, userId, { notifyEmail: false });
      if (await repo.findOwn(id, userId)) await repo.settleWaiting(id);
    },

    async remove(id: number, user: UserRow): Promise<void> {
      if (!(await repo.delete(id, user.id))) throw notFound();
    },

    /**
     * The "listing published" job's listener: narrows the saved searches by their indexed filters,
     * confirms each candidate with its whole search on the listing's row, records each match once,
     * and gives the in-app alert of the new ones (their e-mail goes out with saved-search-mail.ts).
     * Answers how many searches matched for the first time.
     */
    async recordMatches(listing: ListingPublished): Promise<number> {
      const candidates = await repo.candidatesFor({ ...listing, cityKey: cityKeyOf(listing.city) });
      if (!candidates.length) return 0;
      const matched = await repo.confirm(listing.id, candidates);
      const fresh = await repo.recordMatches(listing.id, matched);
      // Every match's alert, not only the new ones: a run that failed after recording its matches
      // gives them on its retry (the dedupe key keeps each once). In chunks, under PostgreSQL's
      // 65,535 parameters per statement.
      const alerts = matched
        .filter((search) => search.notifyInApp)
        .map((search) => savedSearchNotification(search, listing));
      for (let start = 0; start < alerts.length; start += ALERT_CHUNK) {
        await deps.notifications.insertMany(alerts.slice(start, start + ALERT_CHUNK));
      }
      return fresh.length;
    },
  };
}
export type SavedSearchService = ReturnType<typeof savedSearchService>;
