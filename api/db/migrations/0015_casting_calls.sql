CREATE TYPE "public"."call_application_status" AS ENUM('submitted', 'shortlisted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "call_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"status" "call_application_status" DEFAULT 'submitted' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"self_tape_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casting_calls" (
	"feed_id" integer PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"talent_type" "talent_type" NOT NULL,
	"gender" "gender",
	"age_group" text,
	"city" text,
	"remote" boolean DEFAULT false NOT NULL,
	"project_type" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"shoot_start_date" date NOT NULL,
	"shoot_end_date" date NOT NULL,
	"paid" boolean NOT NULL,
	"rate_min_inr" integer,
	"rate_max_inr" integer,
	"rate_unit" text,
	"deadline" date NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"self_tape_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "call_applications" ADD CONSTRAINT "call_applications_call_id_casting_calls_feed_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."casting_calls"("feed_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_applications" ADD CONSTRAINT "call_applications_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_calls" ADD CONSTRAINT "casting_calls_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casting_calls" ADD CONSTRAINT "casting_calls_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_applications_one_idx" ON "call_applications" USING btree ("call_id","talent_profile_id");--> statement-breakpoint
CREATE INDEX "call_applications_call_idx" ON "call_applications" USING btree ("call_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_applications_talent_idx" ON "call_applications" USING btree ("talent_profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "casting_calls_owner_idx" ON "casting_calls" USING btree ("owner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "casting_calls_open_idx" ON "casting_calls" USING btree ("closes_at") WHERE "casting_calls"."closed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_owner_user_id_unique" UNIQUE("owner_user_id");