import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/**
 * One upload of a development authority's list of illegal societies (issue 37, J2.7): who
 * imported it, when, from which file. A list is imported whole or not at all (society-csv.ts).
 * `sample` marks the made-up list the demo imports (docs/decisions/0049); never set by the API.
 */
export const societyImports = pgTable('society_imports', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  rowCount: integer('row_count').notNull(),
  sample: boolean('sample').notNull().default(false),
  importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A society an authority lists as illegal, as the list names it, with the list's date. */
export const illegalSocieties = pgTable(
  'illegal_societies',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => societyImports.id, { onDelete: 'cascade' }),
    /** The authority as the list gives it, upper case: LDA, RDA, CDA... */
    authority: text('authority').notNull(),
    name: text('name').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    listDate: date('list_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('illegal_societies_import_idx').on(t.importId),
    // A list imported twice (a replay, a double click) adds nothing the second time.
    uniqueIndex('illegal_societies_listed_key').on(t.authority, t.listDate, t.name),
  ],
);

/**
 * Every spelling of a listed society (its name and aliases), normalised (society-names.ts). The
 * trigram index answers "which listed names are alike to this area name" without reading
 * listings: the listing page asks it with its address's area names.
 */
export const illegalSocietyNames = pgTable(
  'illegal_society_names',
  {
    societyId: integer('society_id')
      .notNull()
      .references(() => illegalSocieties.id, { onDelete: 'cascade' }),
    norm: text('norm').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.societyId, t.norm] }),
    index('illegal_society_names_trgm_idx').using('gin', t.norm.op('gin_trgm_ops')),
  ],
);

/** An area name of listings that matched a listed society: its spelling and how many listings use it. */
export interface MatchedArea {
  name: string;
  listings: number;
}

/**
 * A listed society matched by listings of one city (decision 0049): the area names that matched
 * and their listings, and the moderator's decision, taken once for the society in that city and
 * holding for every listing there, now and later. Only a confirmed match shows the notice.
 */
export const societyMatches = pgTable(
  'society_matches',
  {
    id: serial('id').primaryKey(),
    societyId: integer('society_id')
      .notNull()
      .references(() => illegalSocieties.id, { onDelete: 'cascade' }),
    cityKey: text('city_key').notNull(),
    city: text('city').notNull(),
    areas: jsonb('areas').$type<MatchedArea[]>().notNull().default([]),
    /** Public listings matched when the listings were last compared (an import or "check again"). */
    listings: integer('listings').notNull().default(0),
    /** pending | confirmed | rejected */
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('society_matches_society_city_key').on(t.societyId, t.cityKey),
    index('society_matches_status_idx').on(t.status, t.id),
  ],
);

export type IllegalSocietyRow = typeof illegalSocieties.$inferSelect;
export type SocietyMatchRow = typeof societyMatches.$inferSelect;
