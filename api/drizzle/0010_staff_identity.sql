-- One staff identity: admin accounts become staff accounts with role 'admin', their sessions
-- move into staff_sessions, and the audit trail points at staff. Decisions: docs/admin.md 'One staff identity'.
ALTER TABLE "staff" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "username" varchar(50);--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "role" varchar(16) DEFAULT 'personel' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_username_unique" UNIQUE("username");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('personel', 'yönetici', 'admin'));--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_sign_in_check" CHECK ("staff"."phone" is not null or ("staff"."username" is not null and "staff"."password_hash" is not null));--> statement-breakpoint
INSERT INTO "staff" ("username", "password_hash", "full_name", "role", "is_active", "created_at", "updated_at")
  SELECT "username", "password_hash", "username", 'admin', "is_active", "created_at", "updated_at" FROM "admin_users";--> statement-breakpoint
INSERT INTO "staff_sessions" ("staff_id", "token_hash", "created_at", "last_used_at", "expires_at", "revoked_at")
  SELECT "staff"."id", "admin_sessions"."token_hash", "admin_sessions"."created_at", now(), "admin_sessions"."expires_at", "admin_sessions"."revoked_at"
  FROM "admin_sessions"
  JOIN "admin_users" ON "admin_users"."id" = "admin_sessions"."admin_id"
  JOIN "staff" ON "staff"."username" = "admin_users"."username";--> statement-breakpoint
ALTER TABLE "admin_audit_events" DROP CONSTRAINT "admin_audit_events_admin_id_admin_users_id_fk";--> statement-breakpoint
UPDATE "admin_audit_events" SET "admin_id" = "staff"."id"
  FROM "admin_users" JOIN "staff" ON "staff"."username" = "admin_users"."username"
  WHERE "admin_audit_events"."admin_id" = "admin_users"."id";--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_admin_id_staff_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP TABLE "admin_sessions";--> statement-breakpoint
DROP TABLE "admin_users";--> statement-breakpoint
CREATE INDEX "admin_login_attempts_username_ip_created_idx" ON "admin_login_attempts" USING btree ("username","ip","created_at");
