-- Exchange rates (issue 39, U3; docs/decisions/0053): how many units of each currency one US dollar
-- buys, with where and when the figure was read; administrators edit them on /admin (Settings), and
-- searches without a market compare listings' prices with them. The seeded figures: the three Gulf
-- currencies' fixed pegs, and for the floating ones an approximate rate of 30 June 2025, marked as a
-- seed value to replace. saved_searches.price_currency: the currency of a saved search's price
-- bounds when it has no market (its alerts convert the same way); searches saved before without a
-- city or a country had their bounds read as US dollars, as the search now reads them.
-- listings_public_currency_price_idx: each currency's price range of such a search is one index scan.
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
CREATE INDEX "listings_public_currency_price_idx" ON "listings" USING btree ("currency","price") WHERE status in ('for_sale', 'for_rent', 'active');--> statement-breakpoint
INSERT INTO "exchange_rates" ("currency", "per_usd", "source", "as_of") VALUES
	('USD', 1, 'Base currency: every rate is units per US dollar', '2025-06-30'),
	('AED', 3.6725, 'Central Bank of the UAE: the dirham''s fixed peg to the US dollar (since 1997)', '2025-06-30'),
	('SAR', 3.75, 'Saudi Central Bank (SAMA): the riyal''s fixed peg to the US dollar (since 1986)', '2025-06-30'),
	('QAR', 3.64, 'Qatar Central Bank: the riyal''s fixed peg to the US dollar (since 2001)', '2025-06-30'),
	('EGP', 49.6, 'Central Bank of Egypt, official rate around 30 June 2025 (seed value: update it)', '2025-06-30'),
	('PKR', 283.9, 'State Bank of Pakistan, interbank rate around 30 June 2025 (seed value: update it)', '2025-06-30'),
	('EUR', 0.852, 'European Central Bank reference rate around 30 June 2025 (seed value: update it)', '2025-06-30'),
	('GBP', 0.729, 'Bank of England spot rate around 30 June 2025 (seed value: update it)', '2025-06-30')
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "saved_searches" SET "price_currency" = 'USD'
	WHERE ("min_price" IS NOT NULL OR "max_price" IS NOT NULL) AND "city_key" = '' AND "query" !~ '(^|&)country=';
