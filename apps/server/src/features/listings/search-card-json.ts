import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { listings } from './listing.table.js';

const l = listings;

/** An ISO 8601 instant as JavaScript's toISOString writes it (milliseconds, Z). */
const isoInstant = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A constant of the statement's text (not a parameter: the statement's plan is the same for every card). */
const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/** A cover's rendition field (`cover -> name -> field`, as text with `->>`). */
const rendition = (name: 'thumb' | 'card' | 'full', field: 'url' | 'width' | 'height', text = false) =>
  sql`${l.cover} -> ${sql.raw(`'${name}' ${text ? '->>' : '->'} '${field}'`)}`;

/** The card rendition's address with `name` in place of its final `card.webp` (cardImageOf's renditionUrl). */
const renamed = (name: 'thumb' | 'full') =>
  sql`left(${rendition('card', 'url', true)}, -9) || ${literal(`${name}.webp`)}`;

/** An optional field: `,"name":value` when `when` holds, else nothing (concat skips nulls). */
const optional = (when: SQL, name: string, value: SQL) =>
  sql`case when ${when} then concat(${literal(`,"${name}":`)}, ${value}) end`;

/**
 * A search card written by PostgreSQL, in the answer's exact shape (toCard of listing.presenter.ts,
 * issue 43, docs/decisions/0078): Node passes the text through instead of reading some 30 columns
 * (dates, numerics, JSON), building an object and writing it out again. The text is put together
 * with concat() (no json_build_object and json_strip_nulls: that cost PostgreSQL three times as
 * much); every string a lister wrote goes through to_json, the others are the app's own codes
 * (purpose, type, status, currency, frequency). A field toCard leaves out is left out alike.
 * The clock is the statement's (now()).
 */
const cardJsonSql = sql`concat(
  '{"id":', ${l.id}, ',"slug":', to_json(${l.slug}), ',"title":', to_json(${l.title}),
  ${optional(sql`${l.titleTranslation} <> ''`, 'title_translation', sql`to_json(${l.titleTranslation})`)},
  ',"purpose":"', ${l.purpose}, '","property_type":"', ${l.propertyType}, '","status":"', ${l.status}, '"',
  case when ${l.isFeatured} then ',"is_featured":true' end,
  ',"price":', ${l.price}::float8, ',"currency":"', ${l.currency}, '"',
  ${optional(sql`${l.rentFrequency} is not null`, 'rent_frequency', sql`to_json(${l.rentFrequency})`)},
  ',"bedrooms":', ${l.bedrooms}, ',"bathrooms":', ${l.bathrooms},
  ',"area_sqm":', floor(${l.areaSqm} * 100 + 0.5) / 100,
  ',"country":', to_json(${l.country}), ',"city":', to_json(${l.city}),
  ${optional(
    sql`${l.cover} is not null`,
    'photo',
    sql`concat('{"url":', ${rendition('card', 'url')}, ',"size":[', ${rendition('card', 'width')}, ',', ${rendition('card', 'height')}, ']',
      ${optional(
        sql`right(${rendition('card', 'url', true)}, 9) = 'card.webp'
          and ${rendition('thumb', 'url', true)} = ${renamed('thumb')} and ${rendition('full', 'url', true)} = ${renamed('full')}`,
        'widths',
        sql`concat('[', ${rendition('thumb', 'width')}, ',', ${rendition('full', 'width')}, ']')`,
      )}, '}')`,
  )},
  ',"photo_count":', ${l.photoCount},
  ${optional(
    sql`${l.verifiedAt} is not null and ${l.verifiedUntil} > now()`,
    'verification',
    sql`concat('{"verified_at":"', ${isoInstant(l.verifiedAt)}, '","verified_until":"', ${isoInstant(l.verifiedUntil)},
      '","scope":', coalesce(to_json(${l.verificationScope}), '[]'::json), '}')`,
  )},
  '}')`;

/**
 * The card's SQL as text, written once: it has no parameters (its constants are literals) and names
 * the table's columns in full (`"listings"."id"`), as every search statement reads the table by its
 * name. Left as Drizzle's SQL object, its 150 pieces were walked again for every statement that
 * selects it (a fifth of a keyword search's Node CPU).
 */
const written = new PgDialect().sqlToQuery(cardJsonSql);
if (written.params.length) throw new Error('the search card SQL must have no parameters');
const cardJsonOf = sql<string>`${sql.raw(written.sql)}`;

/**
 * What a search reads of each listing: the few columns its own logic needs (featured slots, one
 * card per unit, own pending listings) and the card as PostgreSQL writes it (`json`).
 */
export const searchCardColumns = {
  id: listings.id,
  isFeatured: listings.isFeatured,
  status: listings.status,
  unitGroupId: listings.unitGroupId,
  // Named, so a statement's rows read without Drizzle's mapping name it too (cardOfDriverRow).
  json: cardJsonOf.as('json'),
};

/** searchCardColumns as the driver names them: a prepared statement's `all()`, unmapped by Drizzle. */
export interface SearchCardDriverRow {
  id: number;
  is_featured: boolean;
  status: string;
  unit_group_id: number | null;
  json: string;
}

/**
 * A search card from a driver's row (issue 43: Drizzle's row mapping, a few checks per field of
 * every row, was a fifteenth of a filtered search's CPU).
 */
export const cardOfDriverRow = (row: SearchCardDriverRow) => ({
  id: row.id,
  isFeatured: row.is_featured,
  status: row.status,
  unitGroupId: row.unit_group_id,
  json: row.json,
});
