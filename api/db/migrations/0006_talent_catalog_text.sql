-- Bio and skills (the full-text document) now change the catalog version too: free-text results are cached
-- per version (ADR 013), so an edited bio must reach the next search at once.
DROP TRIGGER "talent_catalog_on_update" ON "talent_profiles";--> statement-breakpoint
CREATE TRIGGER "talent_catalog_on_update" AFTER UPDATE OF "user_id", "display_name", "slug", "talent_type", "gender",
  "birth_date", "city", "project_types", "photo", "rating", "is_public", "bio", "skills" ON "talent_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION castline_talent_catalog_changed();
