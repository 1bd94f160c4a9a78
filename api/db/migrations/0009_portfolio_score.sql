DROP INDEX "talent_profiles_listing_idx";--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "portfolio_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "talent_profiles_listing_idx" ON "talent_profiles" USING btree ("is_public","portfolio_score" DESC NULLS LAST,"rating" DESC NULLS LAST,"id" DESC NULLS LAST,"talent_type","gender","city","birth_date","project_types");--> statement-breakpoint
-- Listings order by the portfolio score first: a new score changes the catalog (ADR 013) like a new rating does.
DROP TRIGGER "talent_catalog_on_update" ON "talent_profiles";--> statement-breakpoint
CREATE TRIGGER "talent_catalog_on_update" AFTER UPDATE OF "user_id", "display_name", "slug", "talent_type", "gender",
  "birth_date", "city", "project_types", "photo", "photo_placeholder", "portfolio_score", "rating", "is_public", "bio",
  "skills" ON "talent_profiles" FOR EACH STATEMENT EXECUTE FUNCTION castline_talent_catalog_changed();
