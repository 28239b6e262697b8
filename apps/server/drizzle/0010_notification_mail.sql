ALTER TABLE "users" ADD COLUMN "message_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_inquiries" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
CREATE INDEX "listing_inquiries_unmailed_idx" ON "listing_inquiries" USING btree ("created_at") WHERE emailed_at is null;--> statement-breakpoint
CREATE INDEX "user_notifications_unmailed_idx" ON "user_notifications" USING btree ("created_at") WHERE emailed_at is null;--> statement-breakpoint
-- What exists already is not news: only what comes after this migration is mailed.
UPDATE "user_notifications" SET "emailed_at" = now() WHERE "emailed_at" IS NULL;--> statement-breakpoint
UPDATE "listing_inquiries" SET "emailed_at" = now() WHERE "emailed_at" IS NULL;--> statement-breakpoint
UPDATE "users" SET "message_digest_at" = now() WHERE "message_digest_at" IS NULL;
