-- The CRM's search answers a number typed from its beginning ('0531 000') from the phone index: text_pattern_ops
-- serves LIKE '531000%' in any collation (and equality as before); with the id, the newest matches come from the
-- index alone.
DROP INDEX "customers_phone_idx";--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone" text_pattern_ops,"id");
