DROP INDEX "listings_status_created_idx";--> statement-breakpoint
DROP INDEX "listings_status_price_idx";--> statement-breakpoint
DROP INDEX "listings_status_area_idx";--> statement-breakpoint
DROP INDEX "listings_city_idx";--> statement-breakpoint
DROP INDEX "listings_country_idx";--> statement-breakpoint
DROP INDEX "listings_purpose_type_idx";--> statement-breakpoint
DROP INDEX "listings_location_gist";--> statement-breakpoint
DROP INDEX "listings_search_gin";--> statement-breakpoint
CREATE INDEX "listings_public_created_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('for_sale', 'for_rent', 'active');--> statement-breakpoint
CREATE INDEX "listings_public_city_idx" ON "listings" USING btree ("city_key","created_at" DESC NULLS LAST) WHERE status in ('for_sale', 'for_rent', 'active');--> statement-breakpoint
CREATE INDEX "listings_public_country_idx" ON "listings" USING btree ("country","created_at" DESC NULLS LAST) WHERE status in ('for_sale', 'for_rent', 'active');--> statement-breakpoint
CREATE INDEX "listings_public_type_idx" ON "listings" USING btree ("purpose","property_type","created_at" DESC NULLS LAST) WHERE status in ('for_sale', 'for_rent', 'active');--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("price") WHERE status in ('for_sale', 'for_rent', 'active');--> statement-breakpoint
CREATE INDEX "listings_public_area_idx" ON "listings" USING btree ("area_sqm") WHERE status in ('for_sale', 'for_rent', 'active');--> statement-breakpoint
CREATE INDEX "listings_public_location_gist" ON "listings" USING gist ("location") WHERE status in ('for_sale', 'for_rent', 'active');--> statement-breakpoint
CREATE INDEX "listings_public_search_gin" ON "listings" USING gin ("search_vector") WHERE status in ('for_sale', 'for_rent', 'active');