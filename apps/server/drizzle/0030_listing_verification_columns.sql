-- Listing verification (issue 37): when a moderator approved the listing, until when the badge holds
-- (cleared early on a sale, a rental or a material edit) and which checks passed. Nullable columns
-- without defaults: adding them rewrites nothing on a million listings.
ALTER TABLE "listings" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "verified_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "verification_scope" text[];