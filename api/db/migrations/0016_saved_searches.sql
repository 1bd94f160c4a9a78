CREATE TABLE "saved_search_hits" (
	"saved_search_id" integer NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "saved_search_hits_saved_search_id_talent_profile_id_pk" PRIMARY KEY("saved_search_id","talent_profile_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"talent_type_key" text DEFAULT '' NOT NULL,
	"city_key" text DEFAULT '' NOT NULL,
	"gender" text,
	"age_group" text,
	"project_type" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"query" text,
	"is_name_search" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "call_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "call_digest_sent_on" date;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_hits_pending_idx" ON "saved_search_hits" USING btree ("saved_search_id") WHERE "saved_search_hits"."notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "saved_search_hits_talent_idx" ON "saved_search_hits" USING btree ("talent_profile_id");--> statement-breakpoint
CREATE INDEX "saved_searches_owner_idx" ON "saved_searches" USING btree ("owner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_bucket_idx" ON "saved_searches" USING btree ("talent_type_key","city_key") WHERE NOT "saved_searches"."paused";