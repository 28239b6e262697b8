ALTER TABLE "agencies" ADD COLUMN "rotation_last_user_id" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_rotation_last_user_id_users_id_fk" FOREIGN KEY ("rotation_last_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_reply_unseen_idx" ON "lead_events" USING btree ("at") WHERE kind in ('whatsapp_click', 'phone_click');--> statement-breakpoint
CREATE INDEX "lead_feedback_agent_idx" ON "lead_feedback" USING btree ("agent_user_id","answered_at") WHERE answer is not null;