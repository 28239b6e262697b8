CREATE TABLE "illegal_societies" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"authority" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"list_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "illegal_society_names" (
	"society_id" integer NOT NULL,
	"norm" text NOT NULL,
	CONSTRAINT "illegal_society_names_society_id_norm_pk" PRIMARY KEY("society_id","norm")
);
--> statement-breakpoint
CREATE TABLE "society_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "society_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"society_id" integer NOT NULL,
	"city_key" text NOT NULL,
	"city" text NOT NULL,
	"areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listings" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "illegal_societies" ADD CONSTRAINT "illegal_societies_import_id_society_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."society_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illegal_society_names" ADD CONSTRAINT "illegal_society_names_society_id_illegal_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."illegal_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_imports" ADD CONSTRAINT "society_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_matches" ADD CONSTRAINT "society_matches_society_id_illegal_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."illegal_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_matches" ADD CONSTRAINT "society_matches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "illegal_societies_import_idx" ON "illegal_societies" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "illegal_societies_listed_key" ON "illegal_societies" USING btree ("authority","list_date","name");--> statement-breakpoint
CREATE INDEX "illegal_society_names_trgm_idx" ON "illegal_society_names" USING gin ("norm" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "society_matches_society_city_key" ON "society_matches" USING btree ("society_id","city_key");--> statement-breakpoint
CREATE INDEX "society_matches_status_idx" ON "society_matches" USING btree ("status","id");