CREATE TABLE "retention_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" varchar(16) NOT NULL,
	"started_by" varchar(100),
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retention_runs_started_at_idx" ON "retention_runs" USING btree ("started_at");
--> statement-breakpoint
CREATE TABLE "kvkk_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kvkk_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(101) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"verification_id" integer,
	"type" varchar(16) NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_staff_id" integer,
	"closed_by_name" varchar(100),
	"close_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD CONSTRAINT "kvkk_requests_verification_id_phone_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."phone_verifications"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD CONSTRAINT "kvkk_requests_closed_by_staff_id_staff_id_fk" FOREIGN KEY ("closed_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "kvkk_requests_open_due_idx" ON "kvkk_requests" USING btree ("closed_at","due_at");
