-- A database migrated with the first version of 0026 (retention runs only) never got kvkk_requests, which 0026 was
-- later extended with: its health check then fails. Creating the table only where it is missing changes nothing
-- elsewhere. Migrations are not edited once written; this one mends the one that was.
CREATE TABLE IF NOT EXISTS "kvkk_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kvkk_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(101) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"verification_id" integer REFERENCES "public"."phone_verifications"("id") ON DELETE set null ON UPDATE no action,
	"type" varchar(16) NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_staff_id" integer REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action,
	"closed_by_name" varchar(100),
	"close_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kvkk_requests_open_due_idx" ON "kvkk_requests" USING btree ("closed_at","due_at");
