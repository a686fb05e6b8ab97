-- Web Push to staff devices (docs/crm.md 'Bildirimler'): each device a staff member opted in on, the queue of notices
-- waiting to be sent to them, and the demo mode's generated VAPID key pair. Expand-only: three new tables.
CREATE TABLE "crm_push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" varchar(100) NOT NULL,
	"auth" varchar(40) NOT NULL,
	"device" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_push_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_push_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"customer_id" integer,
	"step" smallint DEFAULT 0 NOT NULL,
	"arrived_at" timestamp with time zone,
	"waited_ms" integer,
	"more" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_push_vapid_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_push_vapid_keys_one_row" CHECK ("crm_push_vapid_keys"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "crm_push_subscriptions" ADD CONSTRAINT "crm_push_subscriptions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_push_outbox" ADD CONSTRAINT "crm_push_outbox_subscription_id_crm_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."crm_push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_push_outbox" ADD CONSTRAINT "crm_push_outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A browser's endpoint is one device: subscribing it again (or as someone else) updates the one row.
CREATE UNIQUE INDEX "crm_push_subscriptions_endpoint_idx" ON "crm_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "crm_push_subscriptions_staff_idx" ON "crm_push_subscriptions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "crm_push_outbox_subscription_idx" ON "crm_push_outbox" USING btree ("subscription_id");
