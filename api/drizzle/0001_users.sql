CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"verification_id" integer NOT NULL,
	"user_crm_id" varchar(64),
	"name" varchar(50) NOT NULL,
	"surname" varchar(50) NOT NULL,
	"full_name" varchar(101) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"tc" varchar(11) DEFAULT '' NOT NULL,
	"birth_date" date,
	"gender" varchar(10) DEFAULT '' NOT NULL,
	"city" varchar(40) NOT NULL,
	"location" varchar(40) NOT NULL,
	"age" smallint NOT NULL,
	"sgk_status" smallint NOT NULL,
	"legal_followup" smallint NOT NULL,
	"last_credit_usage" smallint NOT NULL,
	"current_account_limit" integer NOT NULL,
	"monthly_credit_payment" integer NOT NULL,
	"last_3_months_credit_applications" smallint NOT NULL,
	"findeks_score" smallint NOT NULL,
	"findeks_flag" boolean DEFAULT false NOT NULL,
	"findeks_count" integer DEFAULT 0 NOT NULL,
	"findeks_request_date" timestamp with time zone,
	"findeks_index" varchar(8) DEFAULT '0' NOT NULL,
	"home_index" varchar(8) DEFAULT '0' NOT NULL,
	"info_index" varchar(8) DEFAULT '0' NOT NULL,
	"calculated_credit_limit" bigint DEFAULT 0 NOT NULL,
	"recommended_limit" bigint DEFAULT 0 NOT NULL,
	"credit_score_points" smallint DEFAULT 0 NOT NULL,
	"is_verified" boolean DEFAULT true NOT NULL,
	"is_blacklisted" boolean DEFAULT false NOT NULL,
	"callme" boolean DEFAULT false NOT NULL,
	"callme_at" timestamp with time zone,
	"crm_stage" varchar(32) DEFAULT 'aranacak' NOT NULL,
	"source" varchar(16) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"kvkk_is_verified" boolean DEFAULT false NOT NULL,
	"reminding_sms_sent" boolean DEFAULT false NOT NULL,
	"crm_note" text DEFAULT '' NOT NULL,
	"assigned_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kvkk_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kvkk_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"verification_id" integer NOT NULL,
	"phone" varchar(10) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"notice_version" varchar(32) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kvkk_consents_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"phone" varchar(10) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"verified_until" timestamp with time zone,
	"provider_message_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" varchar(10) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" varchar(10) NOT NULL,
	"name" varchar(50) NOT NULL,
	"surname" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_verification_id_phone_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."phone_verifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kvkk_consents" ADD CONSTRAINT "kvkk_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kvkk_consents" ADD CONSTRAINT "kvkk_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kvkk_consents" ADD CONSTRAINT "kvkk_consents_verification_id_phone_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."phone_verifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_verification_id_uq" ON "customers" USING btree ("verification_id");--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_crm_stage_idx" ON "customers" USING btree ("crm_stage");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_created_idx" ON "phone_verifications" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_ip_created_idx" ON "phone_verifications" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_id_idx" ON "sms_outbox" USING btree ("phone","id");