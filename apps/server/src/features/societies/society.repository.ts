import { sql } from 'drizzle-orm';
import { SOCIETY_MATCHES_PAGE_SIZE, type SocietyMatchStatus } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { PUBLIC_SEARCH } from '../listings/listing.table.js';
import type { ListedSociety } from './society-csv.js';
import { SOCIETY_SIMILARITY } from './society-names.js';
import type { MatchedArea } from './society.table.js';

/** An area name of listings in one city, with how many listings use it. */
export interface AreaCount {
  cityKey: string;
  city: string;
  norm: string;
  name: string;
  listings: number;
}

/** An area name alike to a listed society's name (similarity >= SOCIETY_SIMILARITY). */
export interface AlikeArea extends AreaCount {
  societyId: number;
}

/** A match with what the Societies tab shows of it. */
export interface MatchView {
  id: number;
  society_id: number;
  authority: string;
  name: string;
  aliases: string[];
  list_date: string;
  sample: boolean;
  city: string;
  city_key: string;
  areas: MatchedArea[];
  listings: number;
  status: SocietyMatchStatus;
  decided_by: string | null;
  decided_at: Date | string | null;
}

const MATCH_VIEW = sql`select m.id, m.society_id, s.authority, s.name, s.aliases, s.list_date::text as list_date,
    i.sample, m.city, m.city_key, m.areas, m.listings, m.status, u.full_name as decided_by, m.decided_at
  from society_matches m
  join illegal_societies s on s.id = m.society_id
  join society_imports i on i.id = s.import_id
  left join users u on u.id = m.decided_by`;

/**
 * For a new match `v` (society `v.s` in city `v.k`): the latest decision on the same society in an
 * earlier list of the same authority (a spelling in common) in that city, as `d`, so a newer list
 * does not ask the moderators again (decision 0049).
 */
const EARLIER_DECISION = sql`left join lateral (
    select m.status, m.decided_by, m.decided_at
    from illegal_societies me
    join illegal_society_names mine on mine.society_id = me.id
    join illegal_society_names theirs on theirs.norm = mine.norm and theirs.society_id <> me.id
    join illegal_societies o on o.id = theirs.society_id and o.authority = me.authority
    join society_matches m on m.society_id = o.id and m.city_key = v.k and m.status <> 'pending'
    where me.id = v.s
    order by m.decided_at desc
    limit 1
  ) d on true`;

/** SQL of the societies feature: lists, their spellings, matches and decisions. */
export function societyRepository(db: Db) {
  return {
    /**
     * Stores a checked list: the import, its societies and their spellings. A society already
     * imported with the same authority, name and list date is skipped (`stored` counts the new ones).
     */
    async insertList(
      tx: Executor,
      input: { fileName: string; sample: boolean; importedBy: number | null; societies: ListedSociety[] },
    ): Promise<{ importId: number; stored: number }> {
      const [batch] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into society_imports (file_name, row_count, sample, imported_by)
          values (${input.fileName}, ${input.societies.length}, ${input.sample}, ${input.importedBy}) returning id`),
      );
      const importId = batch!.id;
      const list = input.societies;
      const inserted = rowsOf<{ id: number; authority: string; name: string; list_date: string }>(
        await tx.execute(sql`insert into illegal_societies (import_id, authority, name, aliases, list_date)
          select ${importId}, a, n, coalesce((select array_agg(x) from jsonb_array_elements_text(al) x), '{}'), d::date
          from unnest(${sql.param(list.map((s) => s.authority))}::text[], ${sql.param(list.map((s) => s.name))}::text[],
            ${sql.param(list.map((s) => JSON.stringify(s.aliases)))}::jsonb[], ${sql.param(list.map((s) => s.listDate))}::text[])
            as v(a, n, al, d)
          on conflict (authority, list_date, name) do nothing
          returning id, authority, name, list_date::text as list_date`),
      );
      const idOf = new Map(inserted.map((r) => [`${r.authority}|${r.list_date}|${r.name}`, Number(r.id)]));
      const names = list.flatMap((s) => {
        const id = idOf.get(`${s.authority}|${s.listDate}|${s.name}`);
        return id === undefined ? [] : s.norms.map((norm) => [id, norm] as const);
      });
      if (names.length) {
        await tx.execute(sql`insert into illegal_society_names (society_id, norm)
          select * from unnest(${sql.param(names.map((n) => n[0]))}::int[], ${sql.param(names.map((n) => n[1]))}::text[])
          on conflict do nothing`);
      }
      await tx.execute(sql`update society_imports set row_count = ${inserted.length} where id = ${importId}`);
      return { importId, stored: inserted.length };
    },

    /**
     * The newest confirmed listing of a society that one of these area names of a listing in
     * this city is alike to: the trigram index of the listed names, never the listings.
     */
    async confirmedFor(cityKey: string, areaNorms: string[]) {
      const [row] = rowsOf<{ authority: string; name: string; list_date: string; sample: boolean }>(
        await db.execute(sql`select s.authority, s.name, s.list_date::text as list_date, i.sample
          from unnest(${sql.param(areaNorms)}::text[]) as a(norm)
          join illegal_society_names n on n.norm % a.norm and similarity(n.norm, a.norm) >= ${SOCIETY_SIMILARITY}
          join society_matches m on m.society_id = n.society_id and m.city_key = ${cityKey} and m.status = 'confirmed'
          join illegal_societies s on s.id = n.society_id
          join society_imports i on i.id = s.import_id
          order by s.list_date desc, s.id desc
          limit 1`),
      );
      return row ?? null;
    },

    /** Of these area names, the ones alike to a listed society's spelling, per society. */
    async alikeAreas(areas: AreaCount[]): Promise<AlikeArea[]> {
      if (!areas.length) return [];
      const rows = rowsOf<{ society_id: number; i: number }>(
        await db.execute(sql`select distinct n.society_id, a.i::int as i
          from unnest(${sql.param(areas.map((a) => a.norm))}::text[]) with ordinality as a(norm, i)
          join illegal_society_names n on n.norm % a.norm and similarity(n.norm, a.norm) >= ${SOCIETY_SIMILARITY}`),
      );
      return rows.map((r) => ({ ...areas[Number(r.i) - 1]!, societyId: Number(r.society_id) }));
    },

    /** A page of public Pakistani listings' area fields, by id after `afterId` (the primary key's order). */
    async pakistaniListings(afterId: number, limit: number) {
      return rowsOf<{ id: number; city: string; city_key: string; address: string }>(
        await db.execute(sql`select id, city, city_key, address from listings
          where id > ${afterId} and country = 'PK' and ${PUBLIC_SEARCH}
          order by id limit ${limit}`),
      );
    },

    /**
     * Records what a full comparison found: each (society, city) with its areas and listings,
     * new ones waiting for a decision; matches no longer found keep their decision with no listings.
     */
    async replaceCounts(found: { societyId: number; cityKey: string; city: string; areas: MatchedArea[] }[]) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update society_matches set listings = 0, areas = '[]'::jsonb`);
        if (!found.length) return;
        await tx.execute(sql`insert into society_matches (society_id, city_key, city, areas, listings,
            status, decided_by, decided_at)
          select v.s, v.k, v.c, v.a, (select coalesce(sum((x ->> 'listings')::int), 0) from jsonb_array_elements(v.a) x),
            coalesce(d.status, 'pending'), d.decided_by, d.decided_at
          from unnest(${sql.param(found.map((f) => f.societyId))}::int[], ${sql.param(found.map((f) => f.cityKey))}::text[],
            ${sql.param(found.map((f) => f.city))}::text[], ${sql.param(found.map((f) => JSON.stringify(f.areas)))}::jsonb[])
            as v(s, k, c, a)
          ${EARLIER_DECISION}
          on conflict (society_id, city_key) do update set areas = excluded.areas, listings = excluded.listings`);
      });
    },

    /** A match one newly published listing found: recorded if new (its counts wait for the next comparison). */
    async addMatches(found: AlikeArea[]) {
      for (const f of found) {
        await db.execute(sql`insert into society_matches (society_id, city_key, city, areas, listings,
            status, decided_by, decided_at)
          select v.s, v.k, ${f.city}, ${JSON.stringify([{ name: f.name, listings: 1 }])}::jsonb, 1,
            coalesce(d.status, 'pending'), d.decided_by, d.decided_at
          from (select ${f.societyId}::int as s, ${f.cityKey}::text as k) v
          ${EARLIER_DECISION}
          on conflict (society_id, city_key) do nothing`);
      }
    },

    async matchesPage(status: SocietyMatchStatus, page: number) {
      const rows = rowsOf<MatchView>(
        await db.execute(sql`${MATCH_VIEW} where m.status = ${status}
          order by m.listings desc, m.id limit ${SOCIETY_MATCHES_PAGE_SIZE + 1}
          offset ${(page - 1) * SOCIETY_MATCHES_PAGE_SIZE}`),
      );
      return { rows: rows.slice(0, SOCIETY_MATCHES_PAGE_SIZE), more: rows.length > SOCIETY_MATCHES_PAGE_SIZE };
    },

    async pendingCount(): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from society_matches where status = 'pending'`),
      );
      return Number(row?.n ?? 0);
    },

    async latestImports(limit: number) {
      return rowsOf<{
        id: number;
        file_name: string;
        row_count: number;
        sample: boolean;
        imported_by: string | null;
        imported_at: Date | string;
      }>(
        await db.execute(sql`select i.id, i.file_name, i.row_count, i.sample, u.full_name as imported_by, i.imported_at
          from society_imports i left join users u on u.id = i.imported_by order by i.id desc limit ${limit}`),
      );
    },

    async matchById(tx: Executor, id: number, lock = false): Promise<MatchView | null> {
      const [row] = rowsOf<MatchView>(
        await tx.execute(sql`${MATCH_VIEW} where m.id = ${id} ${lock ? sql`for update of m` : sql``}`),
      );
      return row ?? null;
    },

    async decide(tx: Executor, id: number, status: SocietyMatchStatus, adminId: number) {
      await tx.execute(sql`update society_matches set status = ${status}, decided_by = ${adminId}, decided_at = now()
        where id = ${id}`);
    },
  };
}
export type SocietyRepository = ReturnType<typeof societyRepository>;
