-- The map counts every match inside its box per cell (issue 18): with the id, purpose and city in
-- the location index, the common map searches (a box, a purpose, a city) read the index alone.
-- drizzle-kit cannot write INCLUDE; listing.table.ts names this index, its key and predicate.
DROP INDEX IF EXISTS "listings_public_location_gist";--> statement-breakpoint
CREATE INDEX "listings_public_location_gist" ON "listings" USING gist ("location") INCLUDE ("id", "purpose", "city_key") WHERE status in ('for_sale', 'for_rent', 'active');
