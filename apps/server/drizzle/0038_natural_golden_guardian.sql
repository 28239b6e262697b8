CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(20, 8) NOT NULL,
	"source" text NOT NULL,
	"as_of" date NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_public_currency_price_idx" ON "listings" USING btree ("currency","price") WHERE status in ('for_sale', 'for_rent', 'active');