CREATE INDEX "talent_profiles_languages_idx" ON "talent_profiles" USING gin ("languages") WITH (gin_pending_list_limit=128);--> statement-breakpoint
-- Languages are a search filter (ADR 025): a change to them changes the catalog (ADR 013) like a city does.
DROP TRIGGER "talent_catalog_on_update" ON "talent_profiles";--> statement-breakpoint
CREATE TRIGGER "talent_catalog_on_update" AFTER UPDATE OF "user_id", "display_name", "slug", "talent_type", "gender",
  "birth_date", "city", "project_types", "languages", "photo", "photo_placeholder", "portfolio_score", "rating",
  "is_public", "bio", "skills" ON "talent_profiles" FOR EACH STATEMENT EXECUTE FUNCTION castline_talent_catalog_changed();
