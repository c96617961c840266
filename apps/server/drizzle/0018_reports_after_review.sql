-- Reports the team dismissed stop their reporters holding that profile again for a while, and the
-- team can mark a profile "reviewed after reports" so reports on it only reach the queue. Each
-- report keeps why it does not count toward a hold; the older ones are given theirs.
CREATE TABLE "report_reviews" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_email" varchar(254) NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "not_counted" varchar(10);--> statement-breakpoint
ALTER TABLE "report_reviews" ADD CONSTRAINT "report_reviews_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reviews" ADD CONSTRAINT "report_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "reports" SET "not_counted" = CASE WHEN "reporter_key" LIKE 'a:%' THEN 'visitor' ELSE 'noProfile' END
  WHERE NOT "counts";
