CREATE TYPE "public"."media_kind" AS ENUM('photo', 'voice');--> statement-breakpoint
CREATE TABLE "talent_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "media_kind" NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"stored_bytes" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"placeholder" text,
	"duration_seconds" numeric(6, 2),
	"peaks" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "photo_placeholder" text;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "avatar_photo" text;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "height_cm" smallint;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "measurements" jsonb;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "shoe_size_eu" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "accents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "credits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "booked_until" date;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "day_rate_min" integer;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "day_rate_max" integer;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "social_handles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "showreels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_media" ADD CONSTRAINT "talent_media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_media_owner_idx" ON "talent_media" USING btree ("user_id","kind","position");--> statement-breakpoint
CREATE INDEX "talent_media_hash_idx" ON "talent_media" USING btree ("content_hash");--> statement-breakpoint
-- The headshot's placeholder is on every card: a new one changes the catalog (ADR 013) like a new photo does.
DROP TRIGGER "talent_catalog_on_update" ON "talent_profiles";--> statement-breakpoint
CREATE TRIGGER "talent_catalog_on_update" AFTER UPDATE OF "user_id", "display_name", "slug", "talent_type", "gender",
  "birth_date", "city", "project_types", "photo", "photo_placeholder", "rating", "is_public", "bio", "skills"
  ON "talent_profiles" FOR EACH STATEMENT EXECUTE FUNCTION castline_talent_catalog_changed();
