-- The customer list sorts by next contact with a keyset on (next_contact_at, id); the same index serves the
-- reminder counters and the 'Bugün' / 'Gecikmiş' / 'Bu hafta' filters (ranges of next_contact_at) as the old one did.
DROP INDEX "customers_next_contact_at_idx";--> statement-breakpoint
CREATE INDEX "customers_next_contact_id_idx" ON "customers" USING btree ("next_contact_at","id");
