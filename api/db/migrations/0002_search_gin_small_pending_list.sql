DROP INDEX "talent_profiles_project_types_idx";--> statement-breakpoint
DROP INDEX "talent_profiles_name_trgm_idx";--> statement-breakpoint
DROP INDEX "talent_profiles_search_idx";--> statement-breakpoint
CREATE INDEX "talent_profiles_project_types_idx" ON "talent_profiles" USING gin ("project_types") WITH (gin_pending_list_limit=128);--> statement-breakpoint
CREATE INDEX "talent_profiles_name_trgm_idx" ON "talent_profiles" USING gin ("display_name" gin_trgm_ops) WITH (gin_pending_list_limit=128);--> statement-breakpoint
CREATE INDEX "talent_profiles_search_idx" ON "talent_profiles" USING gin ("search_document") WITH (gin_pending_list_limit=128);