CREATE TABLE "vitals_beacon_ip_hours" (
	"ip_key" varchar(64) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vitals_beacon_ip_hours_ip_key_hour_pk" PRIMARY KEY("ip_key","hour")
);
--> statement-breakpoint
CREATE INDEX "vitals_beacon_ip_hours_hour_idx" ON "vitals_beacon_ip_hours" USING btree ("hour");
