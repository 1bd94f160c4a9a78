CREATE TABLE "daily_visitors" (
	"day" date NOT NULL,
	"kind" "analytics_kind" NOT NULL,
	"subject" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "daily_visitors_day_kind_subject_visitor_pk" PRIMARY KEY("day","kind","subject","visitor")
);
--> statement-breakpoint
CREATE TABLE "visitor_day_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
