CREATE TABLE "blog_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_probe" (
	"id" smallint PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "surname" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "proof_hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_proof_hash_uq" ON "phone_verifications" USING btree ("proof_hash");--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers; keep this when regenerating): the blog's revision row,
-- moved by every statement that changes posts or categories, so each API instance knows when to drop its cache.
INSERT INTO "blog_revision" ("id", "revision") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_blog_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "blog_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blog_posts_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_blog_revision"();--> statement-breakpoint
CREATE TRIGGER "blog_categories_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_blog_revision"();
