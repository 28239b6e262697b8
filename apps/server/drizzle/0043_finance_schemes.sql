CREATE TABLE "finance_calculations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"price" numeric(16, 2) NOT NULL,
	"down_kind" text NOT NULL,
	"down" numeric(16, 2) NOT NULL,
	"years" numeric(5, 2) NOT NULL,
	"rate" numeric(6, 3),
	"scheme_id" integer,
	"listing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_calculations_down_kind" CHECK ("finance_calculations"."down_kind" IN ('percent', 'amount'))
);
--> statement-breakpoint
CREATE TABLE "finance_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"authority" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"rate_years" integer,
	"down_payment_min" numeric(6, 3) NOT NULL,
	"tenor_max_years" integer NOT NULL,
	"eligibility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_url" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_schemes_down_range" CHECK ("finance_schemes"."down_payment_min" >= 0 AND "finance_schemes"."down_payment_min" <= 100),
	CONSTRAINT "finance_schemes_days" CHECK ("finance_schemes"."valid_to" IS NULL OR "finance_schemes"."valid_to" >= "finance_schemes"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "finance_calculations" ADD CONSTRAINT "finance_calculations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_calculations" ADD CONSTRAINT "finance_calculations_scheme_id_finance_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."finance_schemes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_calculations" ADD CONSTRAINT "finance_calculations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_schemes" ADD CONSTRAINT "finance_schemes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_calculations_user_idx" ON "finance_calculations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "finance_schemes_country_idx" ON "finance_schemes" USING btree ("country","valid_from");--> statement-breakpoint
-- Public home-finance schemes with the sources of docs/research (issue 41, decision 0073): the
-- figures as the press reported them; administrators keep them after (and end them when they end).
-- 5 marla = 5 × 272.25 sq ft = 126.5 m²; 1,360 sq ft = 126.4 m².
INSERT INTO "finance_schemes" ("country", "name", "name_ar", "authority", "tiers", "rate_years", "down_payment_min", "tenor_max_years", "eligibility", "source_url", "valid_from") VALUES
  ('PK', 'Mera Ghar Mera Ashiana', 'ميرا غر ميرا آشيانه', 'State Bank of Pakistan (as reported by Business Recorder)', '[{"loan_max":2000000,"rate":5},{"loan_max":3500000,"rate":8}]', 10, 10, 20, '{"first_home_only":true,"house_max_m2":126.5,"flat_max_m2":126.4}', 'https://www.brecorder.com/news/40384466', '2025-09-01'),
  ('EG', 'CBE mortgage initiative: low income', 'مبادرة البنك المركزي للتمويل العقاري: محدودو الدخل', 'Central Bank of Egypt (as reported by Amwal Al Ghad)', '[{"loan_max":null,"rate":3}]', NULL, 10, 30, '{"price_max":350000,"income_max_single":4500,"income_max_married":6000}', 'https://en.amwalalghad.com/', '2021-07-01'),
  ('EG', 'CBE mortgage initiative: middle income', 'مبادرة البنك المركزي للتمويل العقاري: متوسطو الدخل', 'Central Bank of Egypt (as reported by Amwal Al Ghad)', '[{"loan_max":null,"rate":3}]', NULL, 15, 30, '{"price_max":1100000,"income_max_single":10000,"income_max_married":14000}', 'https://en.amwalalghad.com/', '2021-07-01'),
  ('EG', 'CBE mortgage initiative: middle income, larger homes', 'مبادرة البنك المركزي للتمويل العقاري: متوسطو الدخل، وحدات أكبر', 'Central Bank of Egypt (as reported by Amwal Al Ghad)', '[{"loan_max":null,"rate":3}]', NULL, 20, 30, '{"price_above":1100000,"price_max":1400000,"income_max_single":10000,"income_max_married":14000}', 'https://en.amwalalghad.com/', '2021-07-01');
