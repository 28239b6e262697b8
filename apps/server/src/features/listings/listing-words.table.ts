import { boolean, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';

/**
 * Each public listing's words (the lexemes of its search vector), one row per word and listing,
 * kept by triggers on `listings` (migration 0025) in the transaction that writes the listing.
 *
 * The full-text (GIN) index finds a word's listings in table order, so the newest of a common
 * word's matches are only known after reading all of them. The primary key (word, listing) hands
 * them out newest first: a common keyword's relevance pool reads its newest few hundred entries
 * instead of walking the newest listings (docs/decisions/0019, "An index of words ordered by
 * listing"). Only searchable listings are here (PUBLIC_SEARCH). The primary key INCLUDEs each row's
 * `weight` (the word's `ts_rank_cd` in the listing, as a query of that word alone ranks it) and the
 * listing's featured flag: a one-word keyword's pool, count and order need no listing row.
 */
export const listingWords = pgTable(
  'listing_words',
  {
    word: text('word').notNull(),
    listingId: integer('listing_id').notNull(),
    weight: real('weight').notNull(),
    featured: boolean('featured').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.listingId] })],
);
