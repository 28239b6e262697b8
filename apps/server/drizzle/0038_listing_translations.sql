-- One listing, two languages (issue 39, M4; docs/decisions/0054): the title and description in the
-- other language, and a search vector that holds them too.
ALTER TABLE "listings" ADD COLUMN "title_translation" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "description_translation" text;--> statement-breakpoint
-- The search vector stops being a generated column and is kept by a trigger instead. Changing a
-- generated column's expression means dropping and adding it, which rewrites every row and rebuilds
-- the full-text index under an exclusive lock (minutes at a million listings). DROP EXPRESSION only
-- changes the catalog: every stored vector stays as it is and stays right, since no listing has a
-- translation yet; the GIN index and listing_words (migration 0025) are untouched.
ALTER TABLE "listings" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
-- The same vector as the generated column's, plus the second language's title (A) and description
-- (B) when there is one (most listings have none: no work is spent on them).
CREATE FUNCTION listing_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v tsvector;
BEGIN
  v := setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('arabic', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'B') ||
    setweight(to_tsvector('arabic', coalesce(NEW.description, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.address, '') || ' ' || coalesce(NEW.city, '')), 'C');
  IF NEW.title_translation IS NOT NULL THEN
    v := v || setweight(to_tsvector('english', NEW.title_translation), 'A') ||
      setweight(to_tsvector('arabic', NEW.title_translation), 'A');
  END IF;
  IF NEW.description_translation IS NOT NULL THEN
    v := v || setweight(to_tsvector('english', NEW.description_translation), 'B') ||
      setweight(to_tsvector('arabic', NEW.description_translation), 'B');
  END IF;
  NEW.search_vector := v;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Only when the text changes: the frequent updates of counters and status leave the vector alone
-- (a generated column was recomputed on every update). An update that names a column without
-- changing it recomputes the same vector, which listing_words_update then ignores.
CREATE TRIGGER listing_search_vector BEFORE INSERT OR UPDATE OF title, description, title_translation,
  description_translation, address, city, search_vector ON listings
  FOR EACH ROW EXECUTE FUNCTION listing_search_vector();
