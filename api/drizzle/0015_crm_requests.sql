-- Call outcomes, repeat applications joining a customer, live-stream tickets; request phones indexed on the
-- last 10 digits they are matched by; a customer made by staff from a request has no phone verification.
CREATE TABLE "crm_call_outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_call_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer,
	"callback_request_id" integer,
	"staff_id" integer,
	"staff_name" varchar(100) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "crm_call_outcomes_outcome_check" CHECK ("crm_call_outcomes"."outcome" in ('ulasildi', 'ulasilamadi', 'mesgul', 'yanlis_numara'))
);
--> statement-breakpoint
CREATE TABLE "customer_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"verification_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"findeks_pending" boolean DEFAULT false NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"notice_version" varchar(32) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_applications_verification_id_unique" UNIQUE("verification_id")
);
--> statement-breakpoint
CREATE TABLE "crm_live_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_live_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "crm_live_tickets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "crm_call_outcomes" ADD CONSTRAINT "crm_call_outcomes_callback_request_id_callback_requests_id_fk" FOREIGN KEY ("callback_request_id") REFERENCES "public"."callback_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_call_outcomes" ADD CONSTRAINT "crm_call_outcomes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_verification_id_phone_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."phone_verifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_live_tickets" ADD CONSTRAINT "crm_live_tickets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_call_outcomes_customer_idx" ON "crm_call_outcomes" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_applications_customer_idx" ON "customer_applications" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "crm_live_tickets_expires_idx" ON "crm_live_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "last_outcome" varchar(16);--> statement-breakpoint
CREATE INDEX "callback_requests_phone_key_idx" ON "callback_requests" USING btree ((right(regexp_replace("phone_number", '[^0-9]', '', 'g'), 10)));--> statement-breakpoint
CREATE INDEX "contact_requests_phone_key_idx" ON "contact_requests" USING btree ((right(regexp_replace("phone", '[^0-9]', '', 'g'), 10)));--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "verification_id" DROP NOT NULL;
