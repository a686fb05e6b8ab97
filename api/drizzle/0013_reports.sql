-- Credit formulas belong to a loan type, and the type's one active formula drives the calculator.
-- Existing rows: the spec's samples by their names, anything else to ihtiyaç (the default type); where a type
-- ends up with several active formulas, the oldest stays active (the others are set passive), so no figure a
-- visitor sees changes on upgrade without an admin's decision.
ALTER TABLE "credit_formulas" ADD COLUMN "loan_type_id" varchar(40);--> statement-breakpoint
UPDATE "credit_formulas" SET "loan_type_id" = CASE
  WHEN "name" ILIKE '%konut%' THEN 'konut'
  WHEN "name" ILIKE '%taşıt%' OR "name" ILIKE '%tasit%' THEN 'tasit'
  WHEN "name" ILIKE '%kobi%' OR "name" ILIKE '%ticari%' THEN 'ticari'
  ELSE 'ihtiyac' END;--> statement-breakpoint
UPDATE "credit_formulas" SET "is_active" = false WHERE "is_active" AND "id" NOT IN (
  SELECT min("id") FROM "credit_formulas" WHERE "is_active" GROUP BY "loan_type_id");--> statement-breakpoint
ALTER TABLE "credit_formulas" ALTER COLUMN "loan_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_formulas" ADD CONSTRAINT "credit_formulas_loan_type_id_loan_types_id_fk" FOREIGN KEY ("loan_type_id") REFERENCES "public"."loan_types"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_formulas_one_active_per_type" ON "credit_formulas" USING btree ("loan_type_id") WHERE "credit_formulas"."is_active";--> statement-breakpoint
-- The calculator's cached public answers carry each type's active formula: a formula change moves the revision.
CREATE TRIGGER "credit_formulas_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "credit_formulas" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calculator_revision"();
--> statement-breakpoint
-- Reports: daily aggregates only, nothing that identifies a visit or a person (docs/reports.md).
CREATE TABLE "funnel_daily" (
	"day" date NOT NULL,
	"step" varchar(20) NOT NULL,
	"source" varchar(60) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_daily_day_step_source_pk" PRIMARY KEY("day","step","source")
);--> statement-breakpoint
CREATE TABLE "web_vitals_daily" (
	"day" date NOT NULL,
	"path" varchar(120) NOT NULL,
	"metric" varchar(8) NOT NULL,
	"buckets" integer[] NOT NULL,
	"samples" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_vitals_daily_day_path_metric_pk" PRIMARY KEY("day","path","metric")
);--> statement-breakpoint
CREATE TABLE "web_vitals_connections" (
	"day" date NOT NULL,
	"connection" varchar(16) NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_vitals_connections_day_connection_pk" PRIMARY KEY("day","connection")
);--> statement-breakpoint
-- The staff report's "first contact" of a lead and the answer times of callback requests read by day.
CREATE INDEX "customer_follow_ups_created_idx" ON "customer_follow_ups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "callback_requests_created_idx" ON "callback_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");
