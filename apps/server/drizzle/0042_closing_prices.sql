ALTER TABLE "listings" ADD COLUMN "checked_price" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listings_final_price_idx" ON "listings" USING btree ("city_key","closed_at") WHERE final_price is not null;