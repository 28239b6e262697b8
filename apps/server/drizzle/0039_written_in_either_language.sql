-- "Written in" a language (issue 39, M4; docs/decisions/0059): a listing matches when its main text
-- is in that language or it has a translation (always into the other language, decision 0054). An
-- OR over two columns cannot use one ordered index, so each language gets a partial index of the
-- listings it matches, a city then the newest order, INCLUDE the other filters' columns (as 0015's
-- index did; drizzle's index builder has no INCLUDE). The two hold about the rows of the one they
-- replace (plus the few translated listings twice). CREATE INDEX blocks writes to listings while it
-- runs: a few seconds each at a million listings.
DROP INDEX "listings_public_language_idx";--> statement-breakpoint
CREATE INDEX "listings_public_written_en_idx" ON "listings" USING btree ("city_key","is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("purpose","price","bedrooms","bathrooms","property_type") WHERE status in ('for_sale', 'for_rent', 'active') and (language = 'en' or title_translation is not null);--> statement-breakpoint
CREATE INDEX "listings_public_written_ar_idx" ON "listings" USING btree ("city_key","is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("purpose","price","bedrooms","bathrooms","property_type") WHERE status in ('for_sale', 'for_rent', 'active') and (language = 'ar' or title_translation is not null);
