CREATE TABLE "talent_catalog" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_catalog" ADD CONSTRAINT "talent_catalog_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "talent_catalog" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Any statement that can change what a talent search returns bumps the version, in its own transaction.
-- Counters (views, shares, connections), bio and skills do not: searches keep full text in SQL.
CREATE FUNCTION castline_talent_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE talent_catalog SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "talent_catalog_on_insert_delete" AFTER INSERT OR DELETE OR TRUNCATE ON "talent_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION castline_talent_catalog_changed();--> statement-breakpoint
CREATE TRIGGER "talent_catalog_on_update" AFTER UPDATE OF "user_id", "display_name", "slug", "talent_type", "gender",
  "birth_date", "city", "project_types", "photo", "rating", "is_public" ON "talent_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION castline_talent_catalog_changed();--> statement-breakpoint
-- A card shows the owner's USERID: a change of it changes what searches return.
CREATE TRIGGER "talent_catalog_on_user_id" AFTER UPDATE OF "userid" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION castline_talent_catalog_changed();
