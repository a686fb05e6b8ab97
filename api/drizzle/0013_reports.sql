-- Issue 24. Credit formulas belong to a loan type, and the type's one active formula drives the calculator.
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
