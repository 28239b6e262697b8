CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text,
	"logo" jsonb,
	"about_en" text DEFAULT '' NOT NULL,
	"about_ar" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text,
	"email" text NOT NULL,
	"website" text,
	"licence_authority" text DEFAULT 'none' NOT NULL,
	"licence_number" text,
	"licence_expires_on" date,
	"licence_checked_at" timestamp with time zone,
	"licence_checked_by" integer,
	"licence_notices_sent" integer[] DEFAULT '{}'::int[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"listing_quota" integer DEFAULT 100 NOT NULL,
	"response_target_minutes" integer DEFAULT 60 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"role" text NOT NULL,
	"manager_id" integer,
	"is_public" boolean DEFAULT true NOT NULL,
	"brn" text,
	"brn_expires_on" date,
	"listing_allowance" integer,
	"monthly_credit_allowance" integer,
	"in_rotation" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"listing_id" integer,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"channel" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_feedback" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"agent_user_id" integer,
	"token_hash" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"lister_user_id" integer NOT NULL,
	"assignee_user_id" integer,
	"person_key" text NOT NULL,
	"person_user_id" integer,
	"name" text NOT NULL,
	"phone_e164" text,
	"phone_raw" text,
	"email" text,
	"search_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"listing_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"first_contact_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_licence_checked_by_users_id_fk" FOREIGN KEY ("licence_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_feedback" ADD CONSTRAINT "lead_feedback_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_feedback" ADD CONSTRAINT "lead_feedback_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reminders" ADD CONSTRAINT "lead_reminders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reminders" ADD CONSTRAINT "lead_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lister_user_id_users_id_fk" FOREIGN KEY ("lister_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_person_user_id_users_id_fk" FOREIGN KEY ("person_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_slug_idx" ON "agencies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_licence_number_idx" ON "agencies" USING btree ("licence_authority","licence_number") WHERE licence_number is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invites_token_idx" ON "agency_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agency_invites_agency_idx" ON "agency_invites" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agency_members_agency_idx" ON "agency_members" USING btree ("agency_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_members_brn_idx" ON "agency_members" USING btree ("brn") WHERE brn is not null;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","at","id");--> statement-breakpoint
CREATE INDEX "lead_events_listing_idx" ON "lead_events" USING btree ("listing_id") WHERE listing_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_feedback_token_idx" ON "lead_feedback" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "lead_reminders_lead_idx" ON "lead_reminders" USING btree ("lead_id","due_at");--> statement-breakpoint
CREATE INDEX "lead_reminders_due_idx" ON "lead_reminders" USING btree ("due_at") WHERE delivered_at is null and done_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_agency_person_idx" ON "leads" USING btree ("agency_id","person_key") WHERE agency_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_lister_person_idx" ON "leads" USING btree ("lister_user_id","person_key") WHERE agency_id is null;--> statement-breakpoint
CREATE INDEX "leads_agency_activity_idx" ON "leads" USING btree ("agency_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_agency_status_activity_idx" ON "leads" USING btree ("agency_id","status","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_assignee_activity_idx" ON "leads" USING btree ("assignee_user_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_lister_activity_idx" ON "leads" USING btree ("lister_user_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE agency_id is null;--> statement-breakpoint
CREATE INDEX "leads_listing_ids_idx" ON "leads" USING gin ("listing_ids");--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_person_user_idx" ON "leads" USING btree ("person_user_id") WHERE person_user_id is not null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_agency_idx" ON "listings" USING btree ("agency_id","created_at") WHERE agency_id is not null;--> statement-breakpoint
CREATE INDEX "credit_ledger_agency_idx" ON "credit_ledger" USING btree ("agency_id","created_at") WHERE agency_id is not null;