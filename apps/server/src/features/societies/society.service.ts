import {
  SOCIETY_CSV_MAX_ERRORS,
  type SocietyImportAnswer,
  type SocietyImportInput,
  type SocietyMatchStatus,
  type SocietyMatchesAnswer,
  type SocietyNotice,
} from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UserRow } from '../users/user.table.js';
import { readSocietyCsv, type CsvRowError } from './society-csv.js';
import { areaNamesOf } from './society-names.js';
import type { AreaCount, MatchView, SocietyRepository } from './society.repository.js';
import type { MatchedArea } from './society.table.js';

/** The job that compares every listing with the lists (after an import, or "check again"). */
export const SOCIETY_COMPARISON_JOB = 'societies.compare';
/** Listings read per statement by a full comparison. */
const BATCH = 5000;
/** Area names compared per statement with the listed names. */
const AREA_CHUNK = 1000;
/** Imports listed in the tab. */
const IMPORTS_SHOWN = 5;

/** What a listing tells this feature: where it is. */
export interface ListingPlace {
  country: string;
  city: string;
  cityKey: string;
  address: string;
}

/** The refusal of a list with bad rows: every bad row by its line, nothing stored. */
function refused(errors: CsvRowError[]): AppError {
  const fields: Record<string, string> = {};
  for (const error of errors.slice(0, SOCIETY_CSV_MAX_ERRORS)) {
    fields[error.row > 0 ? `row_${error.row}` : 'csv'] = error.key;
  }
  const fileLevel = errors.length === 1 && errors[0]!.row <= 1;
  const message = fileLevel
    ? englishMessage(errors[0]!.key)
    : englishMessage('societies.csv.refused').replace('{{count}}', String(errors.length));
  return new AppError(422, 'validation_failed', message, fields);
}

const notFound = () => new AppError(404, 'not_found', englishMessage('societies.admin.gone'));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toItem(row: MatchView): SocietyMatchesAnswer['results'][number] {
  return {
    id: row.id,
    society: {
      id: row.society_id,
      authority: row.authority,
      name: row.name,
      aliases: row.aliases,
      list_date: row.list_date,
      sample: row.sample,
    },
    city: row.city,
    areas: row.areas,
    listings: row.listings,
    status: row.status,
    decided_by: row.decided_by,
    decided_at: iso(row.decided_at),
  };
}

/**
 * Authorities' lists of illegal societies (issue 37, J2.7; docs/decisions/0049): import, the
 * comparison with listings' area names, the moderators' decisions and the listing page's notice.
 */
export function societyService(deps: {
  db: Db;
  repo: SocietyRepository;
  /** Where the listing page's notice is read (a replica when configured); absent: `repo`. */
  reads?: SocietyRepository;
  /** The administrators' log (features/moderation), in the change's transaction. */
  audit: (
    tx: Executor,
    entry: {
      adminId: number | null;
      action: string;
      targetType: string;
      targetId: number | null;
      detail: Record<string, unknown>;
    },
  ) => Promise<void>;
  /** Enqueues a full comparison of listings with the lists (a job), inside `tx`. */
  scheduleComparison: (tx: Executor) => Promise<unknown>;
  /** A decision changes listing pages: cached answers must go. */
  onDecided?: () => void;
}) {
  const { db, repo } = deps;

  return {
    /**
     * Imports a list whole, or refuses it naming every bad row (422) and storing nothing. The
     * comparison with listings runs after, as a job. `sample`: the demo's made-up list (seed only).
     */
    async importList(input: SocietyImportInput, admin: UserRow | null, sample = false): Promise<SocietyImportAnswer> {
      const reading = readSocietyCsv(input.csv);
      if (!reading.ok) throw refused(reading.errors);
      const { societies } = reading;
      return db.transaction(async (tx) => {
        const { importId, stored } = await repo.insertList(tx, {
          fileName: input.file_name,
          sample,
          importedBy: admin?.id ?? null,
          societies,
        });
        await deps.audit(tx, {
          adminId: admin?.id ?? null,
          action: 'societies.import',
          targetType: 'society_import',
          targetId: importId,
          detail: {
            file_name: input.file_name,
            societies: stored,
            already_imported: societies.length - stored,
            authorities: [...new Set(societies.map((s) => s.authority))],
            ...(sample ? { sample: true } : {}),
          },
        });
        if (stored) await deps.scheduleComparison(tx);
        return {
          status: 'success' as const,
          import_id: importId,
          societies: stored,
          already_imported: societies.length - stored,
        };
      });
    },

    /**
     * Compares every public Pakistani listing's area names with the listed names and records
     * each (society, city) found with its areas and listings. Reads the listings once, in pages
     * (an import or "check again", never a page view); the names' trigram index does the rest.
     */
    async compareAll(): Promise<{ listings: number; matches: number }> {
      const areas = new Map<string, AreaCount>();
      let afterId = 0;
      let read = 0;
      for (;;) {
        const rows = await repo.pakistaniListings(afterId, BATCH);
        for (const row of rows) {
          for (const area of areaNamesOf(row.address, row.city)) {
            const key = `${row.city_key}\n${area.norm}`;
            const seen = areas.get(key);
            if (seen) seen.listings++;
            else areas.set(key, { cityKey: row.city_key, city: row.city, ...area, listings: 1 });
          }
        }
        read += rows.length;
        if (rows.length < BATCH) break;
        afterId = rows[rows.length - 1]!.id;
      }
      const all = [...areas.values()];
      const grouped = new Map<string, { societyId: number; cityKey: string; city: string; areas: MatchedArea[] }>();
      for (let i = 0; i < all.length; i += AREA_CHUNK) {
        for (const alike of await repo.alikeAreas(all.slice(i, i + AREA_CHUNK))) {
          const key = `${alike.societyId}\n${alike.cityKey}`;
          const group = grouped.get(key) ?? {
            societyId: alike.societyId,
            cityKey: alike.cityKey,
            city: alike.city,
            areas: [],
          };
          group.areas.push({ name: alike.name, listings: alike.listings });
          grouped.set(key, group);
        }
      }
      await repo.replaceCounts([...grouped.values()]);
      return { listings: read, matches: grouped.size };
    },

    /** A newly public listing: a (society, city) it is the first to match waits for a moderator. */
    async recordListing(listing: ListingPlace): Promise<void> {
      if (listing.country !== 'PK') return;
      const areas = areaNamesOf(listing.address, listing.city);
      const counts = areas.map((a) => ({ ...a, cityKey: listing.cityKey, city: listing.city, listings: 1 }));
      await repo.addMatches(await repo.alikeAreas(counts));
    },

    /** The listing page's notice: a confirmed match of one of the listing's area names, or null. */
    async noticeFor(listing: ListingPlace): Promise<SocietyNotice | null> {
      if (listing.country !== 'PK') return null;
      const norms = areaNamesOf(listing.address, listing.city).map((a) => a.norm);
      if (!norms.length) return null;
      const row = await (deps.reads ?? repo).confirmedFor(listing.cityKey, norms);
      return row && { authority: row.authority, society: row.name, list_date: row.list_date, sample: row.sample };
    },

    async matches(status: SocietyMatchStatus, page: number): Promise<SocietyMatchesAnswer> {
      const [{ rows, more }, pending, imports] = await Promise.all([
        repo.matchesPage(status, page),
        repo.pendingCount(),
        repo.latestImports(IMPORTS_SHOWN),
      ]);
      return {
        results: rows.map(toItem),
        page,
        pages: more ? page + 1 : page,
        pending,
        imports: imports.map((i) => ({
          id: i.id,
          file_name: i.file_name,
          societies: i.row_count,
          sample: i.sample,
          imported_by: i.imported_by,
          imported_at: iso(i.imported_at)!,
        })),
      };
    },

    /** A moderator confirms or rejects a match, once for every listing of that society in that city (logged). */
    async decide(id: number, status: 'confirmed' | 'rejected', admin: UserRow) {
      await db.transaction(async (tx) => {
        const match = await repo.matchById(tx, id, true);
        if (!match) throw notFound();
        if (match.status === status) return;
        await repo.decide(tx, id, status, admin.id);
        await deps.audit(tx, {
          adminId: admin.id,
          action: status === 'confirmed' ? 'societies.confirm_match' : 'societies.reject_match',
          targetType: 'society_match',
          targetId: id,
          detail: {
            authority: match.authority,
            society: match.name,
            city: match.city,
            areas: match.areas.map((a) => a.name),
            previous: match.status,
          },
        });
      });
      deps.onDecided?.();
      return { status: 'success' as const, match_status: status };
    },

    /** "Check again": the comparison, as a job (logged). */
    async recheck(admin: UserRow) {
      await db.transaction(async (tx) => {
        await deps.audit(tx, {
          adminId: admin.id,
          action: 'societies.recheck',
          targetType: 'society_import',
          targetId: null,
          detail: {},
        });
        await deps.scheduleComparison(tx);
      });
      return { status: 'success' as const };
    },
  };
}
export type SocietyService = ReturnType<typeof societyService>;
