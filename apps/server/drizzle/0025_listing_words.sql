-- Each listing's words, ordered by listing (listing-words.table.ts; docs/decisions/0019): the
-- table is filled before its primary key is built, so an existing database sorts once instead of
-- inserting into the index row by row.
CREATE TABLE "listing_words" (
	"word" text NOT NULL,
	"listing_id" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "listing_words" ("word", "listing_id")
  SELECT w, l.id FROM "listings" l, unnest(tsvector_to_array(l.search_vector)) w;
--> statement-breakpoint
ALTER TABLE "listing_words" ADD CONSTRAINT "listing_words_word_listing_id_pk" PRIMARY KEY("word","listing_id");
--> statement-breakpoint
-- New listings: one statement's rows at once (a bulk insert adds its words in one pass).
CREATE FUNCTION listing_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_words (word, listing_id)
    SELECT w, n.id FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) w;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A changed text or a deleted listing: row by row, each an index lookup by (word, listing), so no
-- plan can read the whole table for one listing.
CREATE FUNCTION listing_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text[] := tsvector_to_array(OLD.search_vector);
  after text[] := CASE WHEN TG_OP = 'UPDATE' THEN tsvector_to_array(NEW.search_vector) ELSE '{}' END;
BEGIN
  DELETE FROM listing_words
    WHERE listing_id = OLD.id AND word = ANY (ARRAY(SELECT unnest(before) EXCEPT SELECT unnest(after)));
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO listing_words (word, listing_id)
      SELECT w, NEW.id FROM unnest(ARRAY(SELECT unnest(after) EXCEPT SELECT unnest(before))) w
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_words_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_words_added();
--> statement-breakpoint
CREATE TRIGGER listing_words_update AFTER UPDATE ON listings FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION listing_words_changed();
--> statement-breakpoint
CREATE TRIGGER listing_words_delete AFTER DELETE ON listings FOR EACH ROW EXECUTE FUNCTION listing_words_changed();
