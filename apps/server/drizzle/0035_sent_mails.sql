-- Each mail the 'mail.send' job handed to SMTP, by its job (issue 38): a job run again after its
-- completion was lost finds its mail here and sends nothing. Kept 30 days (a daily sweep).
CREATE TABLE "sent_mails" (
	"job_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sent_mails_sent_at_idx" ON "sent_mails" USING btree ("sent_at");