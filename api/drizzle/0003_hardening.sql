ALTER TABLE "phone_verifications" ADD COLUMN "name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "surname" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "proof_hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_proof_hash_uq" ON "phone_verifications" USING btree ("proof_hash");