-- Trigram index support for the CRM's substring search (a trusted extension: no superuser needed).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "crm_audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer,
	"staff_name" varchar(100) NOT NULL,
	"action" varchar(32) NOT NULL,
	"customer_id" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_stage_counts" (
	"stage" varchar(32) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_follow_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"staff_id" integer,
	"staff_name" varchar(100) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"from_stage" varchar(32),
	"to_stage" varchar(32),
	"next_contact_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" varchar(11) NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "staff_auth_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_auth_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" varchar(11) NOT NULL,
	"staff_id" integer,
	"code_hash" varchar(64) NOT NULL,
	"status" varchar(16) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "customers_crm_stage_idx";--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "handled_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "handled_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "next_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_audit_events" ADD CONSTRAINT "crm_audit_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_follow_ups" ADD CONSTRAINT "customer_follow_ups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_follow_ups" ADD CONSTRAINT "customer_follow_ups_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_auth_codes" ADD CONSTRAINT "staff_auth_codes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_audit_events_customer_id_idx" ON "crm_audit_events" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_follow_ups_customer_id_idx" ON "customer_follow_ups" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "staff_auth_codes_phone_created_idx" ON "staff_auth_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "staff_auth_codes_ip_created_idx" ON "staff_auth_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_id_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_handled_by_staff_id_staff_id_fk" FOREIGN KEY ("handled_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_handled_by_staff_id_staff_id_fk" FOREIGN KEY ("handled_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- No staff existed before this migration: any value here pointed at nothing.
UPDATE "customers" SET "assigned_staff_id" = NULL WHERE "assigned_staff_id" IS NOT NULL;--> statement-breakpoint
-- Existing leads get their search text once here; the repositories write it from now on (contracts/crm customerSearchText).
-- lower() folds 'I' to 'i' in these collations, which is what the fold wants; translate() maps the Turkish letters
-- and drops the combining dot some lower() implementations leave on 'İ'.
UPDATE "customers" SET "search_text" = trim(regexp_replace(translate(lower("full_name" || ' ' || "phone" || ' 0' || "phone" || ' ' || "city"), 'çğıöşüâîû' || chr(775), 'cgiousaiu'), '\s+', ' ', 'g'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_assigned_staff_id_staff_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_crm_stage_id_idx" ON "customers" USING btree ("crm_stage","id");--> statement-breakpoint
CREATE INDEX "customers_next_contact_at_idx" ON "customers" USING btree ("next_contact_at");--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Customers per stage for the dashboard, kept by triggers (schema/crm.ts crmStageCounts). One advisory lock per
-- transaction serialises the counter updates, so opposite stage changes cannot deadlock on the counter rows.
CREATE FUNCTION "crm_count_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7342006);
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "crm_stage_counts" SET "count" = "count" - 1 WHERE "stage" = OLD."crm_stage";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "crm_stage_counts" ("stage", "count") VALUES (NEW."crm_stage", 1)
      ON CONFLICT ("stage") DO UPDATE SET "count" = "crm_stage_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_count_stage_insert_delete" AFTER INSERT OR DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "crm_count_stage"();--> statement-breakpoint
CREATE TRIGGER "customers_count_stage_update" AFTER UPDATE OF "crm_stage" ON "customers"
  FOR EACH ROW WHEN (OLD."crm_stage" IS DISTINCT FROM NEW."crm_stage") EXECUTE FUNCTION "crm_count_stage"();--> statement-breakpoint
INSERT INTO "crm_stage_counts" ("stage", "count") SELECT "crm_stage", count(*) FROM "customers" GROUP BY "crm_stage";
