-- Fast reports at scale (docs/reports.md, 'Fast at scale, second step'): a year-long report summed ~30,000 daily
-- funnel rows, ~33,000 daily lead
-- rows and ~75,000 first contacts. These weekly roll-ups (ISO weeks, keyed by the Monday) are kept from the daily
-- tables by statement-level triggers with transition tables, in the writing transaction like 0016: a write shows in
-- the next report whichever API instance made it. A report reads the range's whole weeks here and the days of a
-- partial first or last week from the daily table. Each trigger adds the new rows and subtracts the old ones as one
-- grouped upsert in key order (two writers lock the weekly rows in the same order); a row summing to zero stays and
-- the reports skip zero sums.
CREATE TABLE "funnel_weekly" (
	"week" date NOT NULL,
	"step" varchar(20) NOT NULL,
	"source" varchar(60) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_weekly_week_step_source_pk" PRIMARY KEY("week","step","source")
);--> statement-breakpoint
CREATE TABLE "report_lead_weekly" (
	"week" date NOT NULL,
	"dimension" varchar(8) NOT NULL,
	"key" varchar(40) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_lead_weekly_week_dimension_key_pk" PRIMARY KEY("week","dimension","key")
);--> statement-breakpoint
CREATE TABLE "report_first_contact_weekly" (
	"week" date NOT NULL,
	"staff_name" varchar(100) NOT NULL,
	"stage" varchar(32) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_first_contact_weekly_week_staff_name_stage_pk" PRIMARY KEY("week","staff_name","stage")
);--> statement-breakpoint
CREATE FUNCTION "report_roll_funnel"("added" jsonb, "removed" jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "funnel_weekly" ("week", "step", "source", "count")
  SELECT date_trunc('week', c."day")::date, c."step", c."source", sum(c."count")
  FROM (
    SELECT "day", "step", "source", "count" FROM jsonb_to_recordset(coalesce("added", '[]'))
      AS a("day" date, "step" text, "source" text, "count" integer)
    UNION ALL
    SELECT "day", "step", "source", -"count" FROM jsonb_to_recordset(coalesce("removed", '[]'))
      AS r("day" date, "step" text, "source" text, "count" integer)
  ) c
  GROUP BY 1, 2, 3 HAVING sum(c."count") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("week", "step", "source") DO UPDATE SET "count" = "funnel_weekly"."count" + excluded."count";
$$;--> statement-breakpoint
CREATE FUNCTION "report_roll_leads"("added" jsonb, "removed" jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "report_lead_weekly" ("week", "dimension", "key", "count")
  SELECT date_trunc('week', c."day")::date, c."dimension", c."key", sum(c."count")
  FROM (
    SELECT "day", "dimension", "key", "count" FROM jsonb_to_recordset(coalesce("added", '[]'))
      AS a("day" date, "dimension" text, "key" text, "count" integer)
    UNION ALL
    SELECT "day", "dimension", "key", -"count" FROM jsonb_to_recordset(coalesce("removed", '[]'))
      AS r("day" date, "dimension" text, "key" text, "count" integer)
  ) c
  GROUP BY 1, 2, 3 HAVING sum(c."count") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("week", "dimension", "key") DO UPDATE SET "count" = "report_lead_weekly"."count" + excluded."count";
$$;--> statement-breakpoint
CREATE FUNCTION "report_roll_first_contacts"("added" jsonb, "removed" jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "report_first_contact_weekly" ("week", "staff_name", "stage", "count")
  SELECT date_trunc('week', c."lead_day")::date, c."staff_name", c."stage", sum(c."count")
  FROM (
    SELECT "lead_day", "staff_name", "stage", 1 AS "count" FROM jsonb_to_recordset(coalesce("added", '[]'))
      AS a("lead_day" date, "staff_name" text, "stage" text)
    UNION ALL
    SELECT "lead_day", "staff_name", "stage", -1 FROM jsonb_to_recordset(coalesce("removed", '[]'))
      AS r("lead_day" date, "staff_name" text, "stage" text)
  ) c
  GROUP BY 1, 2, 3 HAVING sum(c."count") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("week", "staff_name", "stage") DO UPDATE SET "count" = "report_first_contact_weekly"."count" + excluded."count";
$$;--> statement-breakpoint
-- One trigger function per daily table; TG_ARGV[0] names the roll-up function (the transition tables exist only for
-- the operations that have them, so each branch reads only its own).
CREATE FUNCTION "report_roll_weekly"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added jsonb;
  removed jsonb;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT jsonb_agg(to_jsonb(n)) INTO added FROM "new_rows" n;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT jsonb_agg(to_jsonb(o)) INTO removed FROM "old_rows" o;
  END IF;
  EXECUTE format('SELECT %I($1, $2)', TG_ARGV[0]) USING added, removed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "funnel_daily_weekly_insert" AFTER INSERT ON "funnel_daily" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_roll_weekly"('report_roll_funnel');--> statement-breakpoint
CREATE TRIGGER "funnel_daily_weekly_update" AFTER UPDATE ON "funnel_daily" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_roll_weekly"('report_roll_funnel');--> statement-breakpoint
CREATE TRIGGER "funnel_daily_weekly_delete" AFTER DELETE ON "funnel_daily" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_roll_weekly"('report_roll_funnel');--> statement-breakpoint
CREATE TRIGGER "report_lead_daily_weekly_insert" AFTER INSERT ON "report_lead_daily" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_roll_weekly"('report_roll_leads');--> statement-breakpoint
CREATE TRIGGER "report_lead_daily_weekly_update" AFTER UPDATE ON "report_lead_daily" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_roll_weekly"('report_roll_leads');--> statement-breakpoint
CREATE TRIGGER "report_lead_daily_weekly_delete" AFTER DELETE ON "report_lead_daily" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_roll_weekly"('report_roll_leads');--> statement-breakpoint
CREATE TRIGGER "report_first_contacts_weekly_insert" AFTER INSERT ON "report_first_contacts" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_roll_weekly"('report_roll_first_contacts');--> statement-breakpoint
CREATE TRIGGER "report_first_contacts_weekly_update" AFTER UPDATE ON "report_first_contacts" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_roll_weekly"('report_roll_first_contacts');--> statement-breakpoint
CREATE TRIGGER "report_first_contacts_weekly_delete" AFTER DELETE ON "report_first_contacts" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_roll_weekly"('report_roll_first_contacts');--> statement-breakpoint
-- Existing data, counted once.
SELECT "report_roll_funnel"((SELECT jsonb_agg(to_jsonb(d)) FROM "funnel_daily" d), NULL);--> statement-breakpoint
SELECT "report_roll_leads"((SELECT jsonb_agg(to_jsonb(d)) FROM "report_lead_daily" d), NULL);--> statement-breakpoint
SELECT "report_roll_first_contacts"((SELECT jsonb_agg(to_jsonb(f)) FROM "report_first_contacts" f), NULL);
--> statement-breakpoint
-- The requests' median answer time (leads report): the two middle rows of the answered requests of the range in this
-- index's order (index-only: handled_at is included), instead of a sort of every answered request by percentile_cont.
CREATE INDEX "callback_requests_answer_minutes_idx" ON "callback_requests" USING btree ((extract(epoch from "handled_at" - "created_at") / 60), "created_at")
  INCLUDE ("handled_at") WHERE "is_contacted" AND "handled_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_requests_answer_minutes_idx" ON "contact_requests" USING btree ((extract(epoch from "handled_at" - "created_at") / 60), "created_at")
  INCLUDE ("handled_at") WHERE "is_replied" AND "handled_at" IS NOT NULL;
