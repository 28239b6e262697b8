CREATE TABLE "listing_permits" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"authority" text NOT NULL,
	"permit_number" text NOT NULL,
	"qr_url" text,
	"qr_checked_at" timestamp with time zone,
	"expires_on" date,
	"status" text DEFAULT 'ok' NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_permits" ADD CONSTRAINT "listing_permits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_permits_listing_key" ON "listing_permits" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_permits_number_idx" ON "listing_permits" USING btree ("authority","permit_number");--> statement-breakpoint
CREATE INDEX "listing_permits_expiry_idx" ON "listing_permits" USING btree ("expires_on") WHERE expires_on is not null and status <> 'expired';--> statement-breakpoint
ALTER TABLE "listing_permits" ADD CONSTRAINT "listing_permits_status_check" CHECK ("status" in ('ok', 'conflict', 'expired'));--> statement-breakpoint
ALTER TABLE "listing_permits" ADD CONSTRAINT "listing_permits_number_check" CHECK ("permit_number" ~ '^[0-9]{1,20}$');
