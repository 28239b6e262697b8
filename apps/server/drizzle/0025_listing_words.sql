-- Each public listing's words, ordered by listing (listing-words.table.ts; docs/decisions/0019),
-- with the word's rank in the listing (ts_rank_cd of the word alone) and the featured flag, so a
-- one-word keyword's page is read from this index alone. The table is filled before its primary
-- key is built, so an existing database sorts once instead of inserting into the index row by row.
CREATE TABLE "listing_words" (
	"word" text NOT NULL,
	"listing_id" integer NOT NULL,
	"weight" real NOT NULL,
	"featured" boolean NOT NULL
);
--> statement-breakpoint
-- A listing's rows: each word of its search vector, ranked as `ts_rank_cd` ranks that word alone
-- (the word written as a text search query: quotes doubled, backslashes escaped).
CREATE FUNCTION listing_word_rows(id integer, vector tsvector, featured boolean)
RETURNS TABLE (word text, listing_id integer, weight real, featured boolean) LANGUAGE sql IMMUTABLE AS $$
  SELECT w, id,
    ts_rank_cd(vector, ('''' || replace(replace(w, '\', '\\'), '''', '''''') || '''')::tsquery),
    featured
  FROM unnest(tsvector_to_array(vector)) w
$$;
--> statement-breakpoint
INSERT INTO "listing_words" ("word", "listing_id", "weight", "featured")
  SELECT r.* FROM "listings" l, listing_word_rows(l.id, l.search_vector, l.is_featured) r
  WHERE l.status IN ('for_sale', 'for_rent', 'active');
--> statement-breakpoint
ALTER TABLE "listing_words" ADD CONSTRAINT "listing_words_word_listing_id_pk" PRIMARY KEY("word","listing_id") INCLUDE ("weight", "featured");
--> statement-breakpoint
-- New listings: one statement's rows at once (a bulk insert adds its words in one pass).
-- Public is listing.table.ts's PUBLIC_SEARCH.
CREATE FUNCTION listing_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_words (word, listing_id, weight, featured)
    SELECT r.* FROM new_rows n, listing_word_rows(n.id, n.search_vector, n.is_featured) r
    WHERE n.status IN ('for_sale', 'for_rent', 'active');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A listing whose text, status or featured flag changed, or that was deleted: row by row, each an
-- index lookup by (word, listing), so no plan can read the whole table for one listing.
CREATE FUNCTION listing_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('for_sale', 'for_rent', 'active') THEN
    DELETE FROM listing_words WHERE listing_id = OLD.id AND word = ANY (tsvector_to_array(OLD.search_vector));
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status IN ('for_sale', 'for_rent', 'active') THEN
    INSERT INTO listing_words (word, listing_id, weight, featured)
      SELECT * FROM listing_word_rows(NEW.id, NEW.search_vector, NEW.is_featured);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_words_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_words_added();
--> statement-breakpoint
CREATE TRIGGER listing_words_update AFTER UPDATE ON listings FOR EACH ROW
  WHEN ((OLD.search_vector, OLD.status, OLD.is_featured) IS DISTINCT FROM (NEW.search_vector, NEW.status, NEW.is_featured))
  EXECUTE FUNCTION listing_words_changed();
--> statement-breakpoint
CREATE TRIGGER listing_words_delete AFTER DELETE ON listings FOR EACH ROW EXECUTE FUNCTION listing_words_changed();
