CREATE TABLE "lead_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer,
	"callback_request_id" integer,
	"verification_id" integer,
	"channel" varchar(16) NOT NULL,
	"notice_version" varchar(32) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"marketing_sms" boolean DEFAULT false NOT NULL,
	"marketing_call" boolean DEFAULT false NOT NULL,
	"marketing_withdrawn_at" timestamp with time zone,
	"marketing_withdrawn_by" varchar(100),
	CONSTRAINT "lead_consents_channel_check" CHECK ("lead_consents"."channel" in ('form', 'callme', 'callback')),
	CONSTRAINT "lead_consents_subject_check" CHECK ("lead_consents"."customer_id" is not null or "lead_consents"."callback_request_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_callback_request_id_callback_requests_id_fk" FOREIGN KEY ("callback_request_id") REFERENCES "public"."callback_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_verification_id_phone_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."phone_verifications"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lead_consents_customer_idx" ON "lead_consents" USING btree ("customer_id","id");
--> statement-breakpoint
CREATE INDEX "lead_consents_callback_request_idx" ON "lead_consents" USING btree ("callback_request_id");
