CREATE TABLE "blocked_identifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"source_report_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer,
	"agency_id" integer,
	"user_id" integer,
	"viewer_key" text NOT NULL,
	"address_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_reveals_target" CHECK ("contact_reveals"."listing_id" IS NOT NULL OR "contact_reveals"."agency_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "listing_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"total_score" smallint NOT NULL,
	"signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous_status" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reports_open_once_key";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "safety_rule" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "safety_version" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hold_status" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "evidence_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_weight" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The reasons of issue 42 (J8.3): the old ones map onto them; a repeat of the same reason goes.
UPDATE "reports" SET "reason" = CASE "reason" WHEN 'fake' THEN 'fake_photos' WHEN 'scam' THEN 'asked_money_before_viewing' WHEN 'spam' THEN 'other' ELSE "reason" END WHERE "reason" IN ('fake', 'scam', 'spam');--> statement-breakpoint
DELETE FROM "reports" r USING "reports" first WHERE r."reporter_id" = first."reporter_id" AND r."target_type" = first."target_type" AND r."target_id" = first."target_id" AND r."reason" = first."reason" AND r."id" > first."id";--> statement-breakpoint
ALTER TABLE "blocked_identifiers" ADD CONSTRAINT "blocked_identifiers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_identifiers_value_key" ON "blocked_identifiers" USING btree ("kind","value_hash");--> statement-breakpoint
CREATE INDEX "blocked_identifiers_report_idx" ON "blocked_identifiers" USING btree ("source_report_id");--> statement-breakpoint
CREATE INDEX "contact_reveals_viewer_idx" ON "contact_reveals" USING btree ("viewer_key","created_at");--> statement-breakpoint
CREATE INDEX "contact_reveals_address_idx" ON "contact_reveals" USING btree ("address_key","created_at");--> statement-breakpoint
CREATE INDEX "contact_reveals_listing_idx" ON "contact_reveals" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_holds_open_idx" ON "listing_holds" USING btree ("created_at") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "listing_holds_listing_idx" ON "listing_holds" USING btree ("listing_id","kind");--> statement-breakpoint
CREATE INDEX "chat_messages_held_idx" ON "chat_messages" USING btree ("id") WHERE hold_status = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_key" ON "reports" USING btree ("reporter_id","target_type","target_id","reason");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id","created_at");