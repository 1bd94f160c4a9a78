CREATE TYPE "public"."connection_request_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "connection_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruiter_user_id" integer NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"project" text NOT NULL,
	"role" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"place" text NOT NULL,
	"rate_amount_minor" bigint,
	"rate_currency" text,
	"message" text NOT NULL,
	"status" "connection_request_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talent_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"recruiter_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_recruiter_user_id_users_id_fk" FOREIGN KEY ("recruiter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_blocks" ADD CONSTRAINT "talent_blocks_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_blocks" ADD CONSTRAINT "talent_blocks_recruiter_user_id_users_id_fk" FOREIGN KEY ("recruiter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connection_requests_one_pending_idx" ON "connection_requests" USING btree ("recruiter_user_id","talent_profile_id") WHERE "connection_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connection_requests_recruiter_idx" ON "connection_requests" USING btree ("recruiter_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "connection_requests_talent_idx" ON "connection_requests" USING btree ("talent_profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "talent_blocks_pair_idx" ON "talent_blocks" USING btree ("talent_profile_id","recruiter_user_id");