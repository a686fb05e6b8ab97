ALTER TABLE "callback_requests" ADD COLUMN "ip" varchar(64);--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "ip" varchar(64);--> statement-breakpoint
CREATE INDEX "callback_requests_ip_created_idx" ON "callback_requests" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_ip_created_idx" ON "contact_requests" USING btree ("ip","created_at");