CREATE TABLE "shortlist_entries" (
	"shortlist_id" integer NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"position" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_entries_shortlist_id_talent_profile_id_pk" PRIMARY KEY("shortlist_id","talent_profile_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"shared_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlists_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlist_entries_order_idx" ON "shortlist_entries" USING btree ("shortlist_id","position");--> statement-breakpoint
CREATE INDEX "shortlist_entries_talent_idx" ON "shortlist_entries" USING btree ("talent_profile_id");--> statement-breakpoint
CREATE INDEX "shortlists_owner_idx" ON "shortlists" USING btree ("owner_user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);