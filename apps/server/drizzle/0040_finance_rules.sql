CREATE TABLE "finance_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"value" numeric(7, 3) NOT NULL,
	"authority" text NOT NULL,
	"source_url" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_rules_value_range" CHECK ("finance_rules"."value" >= 0 AND "finance_rules"."value" <= 100),
	CONSTRAINT "finance_rules_days" CHECK ("finance_rules"."valid_to" IS NULL OR "finance_rules"."valid_to" >= "finance_rules"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "finance_rules" ADD CONSTRAINT "finance_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_rules_country_idx" ON "finance_rules" USING btree ("country","valid_from");--> statement-breakpoint
-- The markets' rules with the public sources of docs/research (issue 41, decision 0071). A market
-- without a sourced rule has none: its calculator applies no cap. Administrators keep them after.
INSERT INTO "finance_rules" ("country", "kind", "conditions", "value", "authority", "source_url", "valid_from") VALUES
  ('AE', 'down_payment_min', '{"residency":"expatriate","first_home":true,"price_max":5000000}', 25, 'UAE Central Bank (mortgage caps, as published by emortgage.ae)', 'https://www.emortgage.ae/', '2018-01-01'),
  ('AE', 'down_payment_min', '{"residency":"expatriate","first_home":true,"price_min":5000000.01}', 35, 'UAE Central Bank (mortgage caps, as published by emortgage.ae)', 'https://www.emortgage.ae/', '2018-01-01'),
  ('AE', 'down_payment_min', '{"residency":"national","first_home":true,"price_max":5000000}', 20, 'UAE Central Bank (mortgage caps, as published by emortgage.ae)', 'https://www.emortgage.ae/', '2018-01-01'),
  ('AE', 'down_payment_min', '{"residency":"national","first_home":true,"price_min":5000000.01}', 30, 'UAE Central Bank (mortgage caps, as published by emortgage.ae)', 'https://www.emortgage.ae/', '2018-01-01'),
  ('AE', 'down_payment_min', '{"residency":"expatriate","first_home":false}', 40, 'UAE Central Bank (mortgage caps, as published by emortgage.ae)', 'https://www.emortgage.ae/', '2018-01-01'),
  ('AE', 'down_payment_min', '{"residency":"national","first_home":false}', 35, 'UAE Central Bank (mortgage caps, as published by emortgage.ae)', 'https://www.emortgage.ae/', '2018-01-01'),
  ('AE', 'down_payment_min', '{"off_plan":true}', 50, 'UAE Central Bank (mortgage caps, as published by emortgage.ae)', 'https://www.emortgage.ae/', '2018-01-01'),
  ('AE', 'tenor_max_years', '{}', 25, 'UAE Central Bank (as published by souqalmal.com)', 'https://financial-education.souqalmal.com/', '2018-01-01'),
  ('AE', 'age_max_at_end', '{"residency":"expatriate"}', 65, 'UAE Central Bank (as published by souqalmal.com)', 'https://financial-education.souqalmal.com/', '2018-01-01'),
  ('AE', 'age_max_at_end', '{"residency":"national"}', 70, 'UAE Central Bank (as published by souqalmal.com)', 'https://financial-education.souqalmal.com/', '2018-01-01'),
  ('AE', 'debt_burden_max', '{}', 50, 'UAE Central Bank (debt-burden cap, as published by baytwise.com)', 'https://wp.baytwise.com/', '2018-01-01'),
  ('AE', 'upfront_cost', '{"city":"Dubai"}', 4, 'Dubai Land Department (transfer fee, as shown on developers'' payment plans)', 'https://dubaiallplans.com/', '2018-01-01'),
  ('SA', 'down_payment_min', '{"residency":"national","first_home":true}', 10, 'Saudi Central Bank (SAMA): first home of a citizen financed up to 90 %', 'https://rulebook.sama.gov.sa/en/node/5410', '2018-01-14');
