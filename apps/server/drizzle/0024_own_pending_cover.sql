-- A signed-in searcher's own pending listings: the columns the search filters test ride in the
-- index, so their newest pending listings are tested there (an index-only scan) and only the few
-- that match are read from the table (issue 11: 2.6 ms a signed-in search at 1,000,000 listings,
-- more than the search's own page).
DROP INDEX "listings_own_pending_idx";--> statement-breakpoint
CREATE INDEX "listings_own_pending_idx" ON "listings" USING btree ("owner_id","created_at" DESC NULLS LAST,"id") INCLUDE ("purpose","area_type","property_type","price","bedrooms","bathrooms","floors","country","city_key","is_featured","language","area_sqm") WHERE status = 'pending';
