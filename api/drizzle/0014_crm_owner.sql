-- Owner and roles (docs/crm.md 'Owner, bulk actions and editing'): the on-duty switch and the round-robin clock of
-- staff accounts, and the index that serves
-- the list's 'Bana atananlar' (assigned_staff_id = me) and 'Atanmamış' (IS NULL) filters with the newest-first keyset.
ALTER TABLE "staff" ADD COLUMN "on_duty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "last_lead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_assigned_staff_id_idx" ON "customers" USING btree ("assigned_staff_id","id");
