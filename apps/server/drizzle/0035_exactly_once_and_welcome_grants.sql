-- Exactly once, and welcome credits per network (issue 38).
-- sent_mails: each mail the 'mail.send' job handed to SMTP, by its job: a job run again after its
-- completion was lost finds its mail here and sends nothing. Kept 30 days (a daily sweep).
-- welcome_grants: the welcome credits given per network (an HMAC of the /24 or /48 an address was
-- confirmed from, keyed with the app secret 'welcome_networks'), at most a few per 30 days.
CREATE TABLE "welcome_grants" (
	"network_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_mails" (
	"job_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "welcome_grants" ADD CONSTRAINT "welcome_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "welcome_grants_network_idx" ON "welcome_grants" USING btree ("network_key","granted_at");--> statement-breakpoint
CREATE INDEX "sent_mails_sent_at_idx" ON "sent_mails" USING btree ("sent_at");--> statement-breakpoint
INSERT INTO "app_secrets" ("name", "value") VALUES ('welcome_networks', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;
