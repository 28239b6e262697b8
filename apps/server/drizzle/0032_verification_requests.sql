CREATE TABLE "verification_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"doc_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_documents_kind_check" CHECK ("verification_documents"."kind" in ('ownership', 'authority_to_market', 'on_site_photo'))
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"lister_role" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reject_reason" text,
	"reject_note" text,
	"lapse_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"approved_facts" jsonb,
	"files_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_requests_status_check" CHECK ("verification_requests"."status" in ('submitted', 'approved', 'rejected', 'withdrawn', 'lapsed')),
	CONSTRAINT "verification_requests_role_check" CHECK ("verification_requests"."lister_role" in ('owner', 'agent')),
	CONSTRAINT "verification_requests_reason_check" CHECK ("verification_requests"."reject_reason" is null or "verification_requests"."reject_reason" in ('document_unreadable', 'name_mismatch', 'address_mismatch', 'size_mismatch', 'authority_expired', 'photos_not_of_unit', 'other'))
);
--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_request_id_verification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."verification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_documents_request_idx" ON "verification_documents" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_pending" ON "verification_requests" USING btree ("listing_id") WHERE status = 'submitted';--> statement-breakpoint
CREATE INDEX "verification_requests_listing_idx" ON "verification_requests" USING btree ("listing_id","id");--> statement-breakpoint
CREATE INDEX "verification_requests_queue_idx" ON "verification_requests" USING btree ("created_at","id") WHERE status = 'submitted';--> statement-breakpoint
CREATE INDEX "verification_requests_retention_idx" ON "verification_requests" USING btree ("decided_at") WHERE decided_at is not null and files_deleted_at is null;--> statement-breakpoint
-- The key that signs document links (5 minutes; features/verification/document-links.ts).
INSERT INTO "app_secrets" ("name", "value") VALUES ('verification-documents', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Verified listings (issue 37, decision 0047). Both indexes hold only listings with a badge (a few
-- per cent at most; the lapse sweep clears ended ones), so they stay small at 1,000,000 listings and
-- building them reads the table once. The search's "Verified listings" filter (its capped count
-- index-only, hence the included columns) and the sweep read the first; the relevance boost looks
-- a pool's ids up one by one in the second, index-only.
CREATE INDEX IF NOT EXISTS "listings_verified_until_idx" ON "listings" USING btree ("verified_until") INCLUDE ("is_featured", "status") WHERE verified_until IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_verified_id_idx" ON "listings" USING btree ("id") INCLUDE ("verified_until") WHERE verified_until IS NOT NULL;
