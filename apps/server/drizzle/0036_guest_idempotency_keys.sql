-- Idempotency keys for guests and bound to their request (issue 38, decision 0052): a guest's key has
-- no user and is unique by itself; request_hash (route parameters and body) lets only the same request
-- be answered again.
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_idx" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_guest_key_idx" ON "idempotency_keys" USING btree ("key") WHERE "idempotency_keys"."user_id" is null;
