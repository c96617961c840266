CREATE TABLE "success_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	"story" text NOT NULL,
	"place" varchar(80) DEFAULT '' NOT NULL,
	"language" varchar(2) NOT NULL,
	"bride_family_consent" varchar(200) DEFAULT '' NOT NULL,
	"groom_family_consent" varchar(200) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_by" varchar(254) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "success_stories_published_idx" ON "success_stories" USING btree ("published_at") WHERE "success_stories"."published_at" is not null;