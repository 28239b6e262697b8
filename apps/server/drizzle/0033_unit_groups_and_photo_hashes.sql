CREATE TABLE "listing_photo_hashes" (
	"listing_id" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	"dhash" bigint NOT NULL,
	"keys" integer[] NOT NULL,
	CONSTRAINT "listing_photo_hashes_listing_id_upload_id_pk" PRIMARY KEY("listing_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "retired_listing_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"agency_id" integer,
	"first_listed_at" timestamp with time zone NOT NULL,
	"hashes" bigint[] NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_review_pairs" (
	"listing_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_review_pairs_listing_id_other_id_pk" PRIMARY KEY("listing_id","other_id")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "unit_group_id" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "first_listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "dhash" bigint;--> statement-breakpoint
ALTER TABLE "listing_photo_hashes" ADD CONSTRAINT "listing_photo_hashes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_listing_photos" ADD CONSTRAINT "retired_listing_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_review_pairs" ADD CONSTRAINT "unit_review_pairs_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_review_pairs" ADD CONSTRAINT "unit_review_pairs_other_id_listings_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_photo_hashes_keys_gin" ON "listing_photo_hashes" USING gin ("keys") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "retired_listing_photos_owner_idx" ON "retired_listing_photos" USING btree ("owner_id","deleted_at");--> statement-breakpoint
CREATE INDEX "retired_listing_photos_agency_idx" ON "retired_listing_photos" USING btree ("agency_id","deleted_at") WHERE agency_id is not null;--> statement-breakpoint
CREATE INDEX "retired_listing_photos_deleted_idx" ON "retired_listing_photos" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "listings_unit_group_idx" ON "listings" USING btree ("unit_group_id") WHERE unit_group_id is not null;--> statement-breakpoint
-- Issue 37 (decision 0048). The two listings columns are nullable without a default: adding them
-- rewrites nothing. listings_unit_group_idx holds only grouped listings; building it reads the
-- table once (measured on the 1,000,329-listing benchmark database: see scripts/benchmark/units-results.md).
-- No index of the search is rebuilt: grouping does not change PUBLIC_SEARCH (units/unit-collapse.ts).
COMMENT ON COLUMN "listings"."first_listed_at" IS 'When the lister first listed this unit, carried across a re-list within 90 days (null: created_at)';
