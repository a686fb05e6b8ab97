CREATE TABLE "bank_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_type_id" varchar(40) NOT NULL,
	"bank_name" varchar(120),
	"bank_logo" varchar(300),
	"min_amount" numeric(14, 2) NOT NULL,
	"max_amount" numeric(14, 2) NOT NULL,
	"max_term" integer NOT NULL,
	"monthly_rate" numeric(7, 4) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_calculation_counts" (
	"day" date NOT NULL,
	"loan_type" varchar(40) NOT NULL,
	"amount_band" varchar(40) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loan_calculation_counts_day_loan_type_amount_band_pk" PRIMARY KEY("day","loan_type","amount_band")
);
--> statement-breakpoint
CREATE TABLE "loan_tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_type_id" varchar(40) NOT NULL,
	"effective_from" date NOT NULL,
	"kkdf_rate" numeric(7, 4) NOT NULL,
	"bsmv_rate" numeric(7, 4) NOT NULL,
	CONSTRAINT "loan_tax_rates_type_date_unique" UNIQUE("loan_type_id","effective_from"),
	CONSTRAINT "loan_tax_rates_non_negative" CHECK ("loan_tax_rates"."kkdf_rate" >= 0 and "loan_tax_rates"."bsmv_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_term_caps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_term_caps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_type_id" varchar(40) NOT NULL,
	"effective_from" date NOT NULL,
	"max_amount" numeric(14, 2),
	"max_term" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_term_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_term_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_type_id" varchar(40) NOT NULL,
	"effective_from" date NOT NULL,
	"term_options" integer[] NOT NULL,
	"default_term" integer NOT NULL,
	"show_in_years" boolean DEFAULT false NOT NULL,
	CONSTRAINT "loan_term_rules_type_date_unique" UNIQUE("loan_type_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "loan_types" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_message" text,
	"example_monthly_rate" numeric(7, 4) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_loan_bands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_loan_bands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_type_id" varchar(40) NOT NULL,
	"effective_from" date NOT NULL,
	"max_vehicle_value" numeric(14, 2),
	"max_loan_ratio" numeric(7, 4) NOT NULL,
	"max_term" integer NOT NULL,
	CONSTRAINT "vehicle_loan_bands_ratio_range" CHECK ("vehicle_loan_bands"."max_loan_ratio" >= 0 and "vehicle_loan_bands"."max_loan_ratio" <= 100)
);
--> statement-breakpoint
ALTER TABLE "bank_offers" ADD CONSTRAINT "bank_offers_loan_type_id_loan_types_id_fk" FOREIGN KEY ("loan_type_id") REFERENCES "public"."loan_types"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "loan_tax_rates" ADD CONSTRAINT "loan_tax_rates_loan_type_id_loan_types_id_fk" FOREIGN KEY ("loan_type_id") REFERENCES "public"."loan_types"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "loan_term_caps" ADD CONSTRAINT "loan_term_caps_loan_type_id_loan_types_id_fk" FOREIGN KEY ("loan_type_id") REFERENCES "public"."loan_types"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "loan_term_rules" ADD CONSTRAINT "loan_term_rules_loan_type_id_loan_types_id_fk" FOREIGN KEY ("loan_type_id") REFERENCES "public"."loan_types"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "vehicle_loan_bands" ADD CONSTRAINT "vehicle_loan_bands_loan_type_id_loan_types_id_fk" FOREIGN KEY ("loan_type_id") REFERENCES "public"."loan_types"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "bank_offers_type_active_idx" ON "bank_offers" USING btree ("loan_type_id","active");--> statement-breakpoint
CREATE INDEX "loan_term_caps_type_date_idx" ON "loan_term_caps" USING btree ("loan_type_id","effective_from");--> statement-breakpoint
CREATE INDEX "vehicle_loan_bands_type_date_idx" ON "vehicle_loan_bands" USING btree ("loan_type_id","effective_from");