-- The first-response clock of every new lead, callback request and contact request, and the escalation steps taken on
-- it (docs/crm.md 'First response'). Expand-only: two new tables, nothing existing changes.
CREATE TABLE "crm_first_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_first_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"customer_id" integer,
	"callback_request_id" integer,
	"contact_request_id" integer,
	"owner_staff_id" integer,
	"arrived_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"target_minutes" integer NOT NULL,
	"step" smallint DEFAULT 0 NOT NULL,
	"next_step_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"responded_by" integer,
	"waited_seconds" integer,
	CONSTRAINT "crm_first_responses_kind_check" CHECK ("crm_first_responses"."kind" in ('basvuru', 'geri_arama', 'iletisim')),
	CONSTRAINT "crm_first_responses_step_check" CHECK ("crm_first_responses"."step" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "crm_first_response_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_first_response_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clock_id" integer NOT NULL,
	"customer_id" integer,
	"step" smallint NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"notified" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_staff_id" integer,
	"to_staff_id" integer,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_first_responses" ADD CONSTRAINT "crm_first_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_first_responses" ADD CONSTRAINT "crm_first_responses_callback_request_id_callback_requests_id_fk" FOREIGN KEY ("callback_request_id") REFERENCES "public"."callback_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_first_responses" ADD CONSTRAINT "crm_first_responses_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_first_responses" ADD CONSTRAINT "crm_first_responses_owner_staff_id_staff_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_first_responses" ADD CONSTRAINT "crm_first_responses_responded_by_staff_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_first_response_steps" ADD CONSTRAINT "crm_first_response_steps_clock_id_crm_first_responses_id_fk" FOREIGN KEY ("clock_id") REFERENCES "public"."crm_first_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One lead clock per customer, one clock per request.
CREATE UNIQUE INDEX "crm_first_responses_lead_idx" ON "crm_first_responses" USING btree ("customer_id") WHERE "crm_first_responses"."kind" = 'basvuru';--> statement-breakpoint
CREATE UNIQUE INDEX "crm_first_responses_callback_idx" ON "crm_first_responses" USING btree ("callback_request_id") WHERE "crm_first_responses"."callback_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_first_responses_contact_idx" ON "crm_first_responses" USING btree ("contact_request_id") WHERE "crm_first_responses"."contact_request_id" is not null;--> statement-breakpoint
-- What the escalation job claims: the open clocks whose next step is due.
CREATE INDEX "crm_first_responses_next_step_idx" ON "crm_first_responses" USING btree ("next_step_at") WHERE "crm_first_responses"."responded_at" is null and "crm_first_responses"."next_step_at" is not null;--> statement-breakpoint
-- The customer list's 'İlk yanıt' order: waiting leads, the least time left first, keyset on (due_at, customer_id).
CREATE INDEX "crm_first_responses_waiting_idx" ON "crm_first_responses" USING btree ("due_at","customer_id") WHERE "crm_first_responses"."kind" = 'basvuru' and "crm_first_responses"."responded_at" is null;--> statement-breakpoint
CREATE INDEX "crm_first_responses_customer_idx" ON "crm_first_responses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "crm_first_responses_arrived_idx" ON "crm_first_responses" USING btree ("arrived_at");--> statement-breakpoint
-- Each step is done once per clock, whatever number of API instances run the job.
CREATE UNIQUE INDEX "crm_first_response_steps_clock_step_idx" ON "crm_first_response_steps" USING btree ("clock_id","step");--> statement-breakpoint
CREATE INDEX "crm_first_response_steps_customer_idx" ON "crm_first_response_steps" USING btree ("customer_id","id");
