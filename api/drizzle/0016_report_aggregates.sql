-- The leads and staff reports read daily aggregates kept by triggers in the writing
-- transaction, so they are exact at once, whatever API instance wrote, and a back-dated or edited lead moves its
-- counts from the old day to the new one (docs/reports.md). Statement-level triggers with transition tables: a bulk
-- insert of 10,000 leads costs one grouped upsert, not 40,000. The same advisory lock as crm_count_stage serialises
-- the upserts, so two writers never deadlock on the aggregate rows.
CREATE TABLE "report_lead_daily" (
	"day" date NOT NULL,
	"dimension" varchar(8) NOT NULL,
	"key" varchar(40) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_lead_daily_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);--> statement-breakpoint
-- A lead's first follow-up (its first contact): one narrow row per contacted lead, read by the lead's Istanbul day.
CREATE TABLE "report_first_contacts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"lead_day" date NOT NULL,
	"staff_name" varchar(100) NOT NULL,
	"minutes" double precision NOT NULL,
	"stage" varchar(32) NOT NULL
);--> statement-breakpoint
ALTER TABLE "report_first_contacts" ADD CONSTRAINT "report_first_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_first_contacts_lead_day_idx" ON "report_first_contacts" USING btree ("lead_day","staff_name","stage");--> statement-breakpoint
-- A staff member's median: the middle rows of this index in order (no sort of every contacted lead).
CREATE INDEX "report_first_contacts_staff_minutes_idx" ON "report_first_contacts" USING btree ("staff_name","minutes","lead_day");--> statement-breakpoint
CREATE FUNCTION "report_add_leads"("delta" integer, "changed" jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "report_lead_daily" ("day", "dimension", "key", "count")
  SELECT d."day", d."dimension", d."key", sum("delta")
  FROM jsonb_to_recordset("changed") AS r("created_at" timestamptz, "city" text, "crm_stage" text, "source" text, "credit_score_points" integer),
    LATERAL (VALUES
      (("created_at" AT TIME ZONE 'Europe/Istanbul')::date, 'city', "city"),
      (("created_at" AT TIME ZONE 'Europe/Istanbul')::date, 'stage', "crm_stage"),
      (("created_at" AT TIME ZONE 'Europe/Istanbul')::date, 'source', "source"),
      (("created_at" AT TIME ZONE 'Europe/Istanbul')::date, 'points', "credit_score_points"::text)) AS d("day", "dimension", "key")
  GROUP BY d."day", d."dimension", d."key"
  ON CONFLICT ("day", "dimension", "key") DO UPDATE SET "count" = "report_lead_daily"."count" + excluded."count";
$$;--> statement-breakpoint
CREATE FUNCTION "report_refresh_first_contacts"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "report_first_contacts" WHERE "customer_id" = ANY("ids");
  INSERT INTO "report_first_contacts" ("customer_id", "lead_day", "staff_name", "minutes", "stage")
  SELECT DISTINCT ON (f."customer_id") f."customer_id", (c."created_at" AT TIME ZONE 'Europe/Istanbul')::date, f."staff_name",
    (extract(epoch from f."created_at" - c."created_at") / 60)::double precision, c."crm_stage"
  FROM "customer_follow_ups" f JOIN "customers" c ON c."id" = f."customer_id"
  WHERE f."customer_id" = ANY("ids")
  ORDER BY f."customer_id", f."id";
$$;--> statement-breakpoint
CREATE FUNCTION "report_count_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_from jsonb;
  moved_to jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(7342006);
  IF TG_OP = 'INSERT' THEN
    PERFORM "report_add_leads"(1, (SELECT jsonb_agg(to_jsonb(n)) FROM "new_rows" n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "report_add_leads"(-1, (SELECT jsonb_agg(to_jsonb(o)) FROM "old_rows" o));
  ELSE
    -- Only the rows whose counted columns changed move; a lead whose day or stage changed refreshes its first contact.
    SELECT jsonb_agg(to_jsonb(o)), jsonb_agg(to_jsonb(n)) INTO moved_from, moved_to
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE (o."created_at", o."city", o."crm_stage", o."source", o."credit_score_points")
      IS DISTINCT FROM (n."created_at", n."city", n."crm_stage", n."source", n."credit_score_points");
    PERFORM "report_add_leads"(-1, moved_from);
    PERFORM "report_add_leads"(1, moved_to);
    PERFORM "report_refresh_first_contacts"(ARRAY(SELECT n."id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE (o."created_at", o."crm_stage") IS DISTINCT FROM (n."created_at", n."crm_stage")));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_report_insert" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_count_leads"();--> statement-breakpoint
CREATE TRIGGER "customers_report_update" AFTER UPDATE ON "customers" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_count_leads"();--> statement-breakpoint
CREATE TRIGGER "customers_report_delete" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_count_leads"();--> statement-breakpoint
CREATE FUNCTION "report_follow_ups_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "report_refresh_first_contacts"(ARRAY(SELECT DISTINCT "customer_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "report_refresh_first_contacts"(ARRAY(SELECT DISTINCT "customer_id" FROM "old_rows"));
  ELSE
    PERFORM "report_refresh_first_contacts"(ARRAY(SELECT "customer_id" FROM "old_rows" UNION SELECT "customer_id" FROM "new_rows"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customer_follow_ups_report_insert" AFTER INSERT ON "customer_follow_ups" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_follow_ups_changed"();--> statement-breakpoint
CREATE TRIGGER "customer_follow_ups_report_update" AFTER UPDATE ON "customer_follow_ups" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_follow_ups_changed"();--> statement-breakpoint
CREATE TRIGGER "customer_follow_ups_report_delete" AFTER DELETE ON "customer_follow_ups" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_follow_ups_changed"();--> statement-breakpoint
-- Existing data, counted once.
SELECT "report_add_leads"(1, (SELECT jsonb_agg(jsonb_build_object('created_at', "created_at", 'city', "city", 'crm_stage', "crm_stage",
  'source', "source", 'credit_score_points', "credit_score_points")) FROM "customers"));--> statement-breakpoint
SELECT "report_refresh_first_contacts"(ARRAY(SELECT DISTINCT "customer_id" FROM "customer_follow_ups"));
--> statement-breakpoint
-- Real visitors' speed by ISO week (keyed by the Monday): a year's weekly report sums ~53 histograms per page and metric
-- instead of 365. Kept from web_vitals_daily by the same kind of trigger; the report reads the days of a range's
-- partial first and last weeks from web_vitals_daily.
CREATE TABLE "web_vitals_weekly" (
	"week" date NOT NULL,
	"path" varchar(120) NOT NULL,
	"metric" varchar(8) NOT NULL,
	"buckets" integer[] NOT NULL,
	"samples" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_vitals_weekly_week_path_metric_pk" PRIMARY KEY("week","path","metric")
);--> statement-breakpoint
CREATE FUNCTION "report_add_vitals"("delta" integer, "changed" jsonb) RETURNS void LANGUAGE sql AS $$
  WITH "r" AS (
    SELECT date_trunc('week', x."day")::date AS "week", x."path", x."metric", x."buckets", x."samples"
    FROM jsonb_to_recordset("changed") AS x("day" date, "path" text, "metric" text, "buckets" integer[], "samples" integer)
  ), "per_bucket" AS (
    SELECT "week", "path", "metric", u."i", sum(u."v") AS "total" FROM "r", unnest("r"."buckets") WITH ORDINALITY AS u("v", "i") GROUP BY 1, 2, 3, 4
  ), "per_view" AS (
    SELECT "week", "path", "metric", sum("samples") AS "samples" FROM "r" GROUP BY 1, 2, 3
  )
  INSERT INTO "web_vitals_weekly" ("week", "path", "metric", "buckets", "samples")
  SELECT b."week", b."path", b."metric", array_agg((b."total" * "delta")::integer ORDER BY b."i"), (v."samples" * "delta")::integer
  FROM "per_bucket" b JOIN "per_view" v ON v."week" = b."week" AND v."path" = b."path" AND v."metric" = b."metric"
  GROUP BY b."week", b."path", b."metric", v."samples"
  ON CONFLICT ("week", "path", "metric") DO UPDATE SET
    "buckets" = (SELECT array_agg(coalesce(u."a", 0) + coalesce(u."b", 0) ORDER BY u."i")
      FROM unnest("web_vitals_weekly"."buckets", excluded."buckets") WITH ORDINALITY AS u("a", "b", "i")),
    "samples" = "web_vitals_weekly"."samples" + excluded."samples";
$$;--> statement-breakpoint
CREATE FUNCTION "report_vitals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "report_add_vitals"(-1, (SELECT jsonb_agg(to_jsonb(o)) FROM "old_rows" o));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM "report_add_vitals"(1, (SELECT jsonb_agg(to_jsonb(n)) FROM "new_rows" n));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "web_vitals_daily_weekly_insert" AFTER INSERT ON "web_vitals_daily" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_vitals_changed"();--> statement-breakpoint
CREATE TRIGGER "web_vitals_daily_weekly_update" AFTER UPDATE ON "web_vitals_daily" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_vitals_changed"();--> statement-breakpoint
CREATE TRIGGER "web_vitals_daily_weekly_delete" AFTER DELETE ON "web_vitals_daily" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_vitals_changed"();--> statement-breakpoint
SELECT "report_add_vitals"(1, (SELECT jsonb_agg(to_jsonb(d)) FROM "web_vitals_daily" d));
