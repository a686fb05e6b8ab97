CREATE TABLE "staff_code_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_code_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" varchar(11) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"holder" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_code_attempts_phone_ip_created_idx" ON "staff_code_attempts" USING btree ("phone","ip","created_at");
--> statement-breakpoint
CREATE INDEX "staff_code_attempts_ip_created_idx" ON "staff_code_attempts" USING btree ("ip","created_at");
--> statement-breakpoint
CREATE INDEX "staff_code_attempts_phone_created_idx" ON "staff_code_attempts" USING btree ("phone","created_at");
--> statement-breakpoint
ALTER TABLE "crm_live_tickets" ADD COLUMN "session_id" integer;
--> statement-breakpoint
ALTER TABLE "crm_live_tickets" ADD CONSTRAINT "crm_live_tickets_session_id_staff_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."staff_sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "crm_live_tickets_session_expires_idx" ON "crm_live_tickets" USING btree ("session_id","expires_at");
