-- Saved views of the CRM customer list (docs/crm.md 'Saved views'). Expand-only: one new table, nothing existing changes.
CREATE TABLE "crm_saved_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_saved_views" ADD CONSTRAINT "crm_saved_views_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One name per person; the unique index also serves 'my views' (its leading column).
CREATE UNIQUE INDEX "crm_saved_views_staff_name_idx" ON "crm_saved_views" USING btree ("staff_id","name");--> statement-breakpoint
-- Everyone's list of views reads the shared ones.
CREATE INDEX "crm_saved_views_shared_idx" ON "crm_saved_views" USING btree ("id") WHERE "crm_saved_views"."is_shared";
