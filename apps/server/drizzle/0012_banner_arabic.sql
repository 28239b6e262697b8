ALTER TABLE "ad_placements" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "ad_placements" ADD COLUMN "description_ar" text;