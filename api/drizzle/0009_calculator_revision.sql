-- The calculator's public answers (loan types, bank offers) are cached in each API instance like the blog's
-- (migration 0003): this row moves with every change to the data they are built from, whoever makes it, so every
-- instance drops its answers within a second. loan_calculation_counts is left out on purpose (it moves on every
-- calculation, and no public answer reads it).
CREATE TABLE "calculator_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "calculator_revision" ("id", "revision") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_calculator_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "calculator_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "loan_types_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loan_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calculator_revision"();--> statement-breakpoint
CREATE TRIGGER "loan_tax_rates_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loan_tax_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calculator_revision"();--> statement-breakpoint
CREATE TRIGGER "loan_term_rules_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loan_term_rules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calculator_revision"();--> statement-breakpoint
CREATE TRIGGER "loan_term_caps_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loan_term_caps" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calculator_revision"();--> statement-breakpoint
CREATE TRIGGER "vehicle_loan_bands_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_loan_bands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calculator_revision"();--> statement-breakpoint
CREATE TRIGGER "bank_offers_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bank_offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calculator_revision"();
