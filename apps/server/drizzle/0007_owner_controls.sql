CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"profile_name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_keys" (
	"profile_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"key" varchar(260) NOT NULL,
	CONSTRAINT "contact_keys_profile_id_key_pk" PRIMARY KEY("profile_id","key")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"reporter_id" integer,
	"reporter_key" varchar(64) NOT NULL,
	"reason" varchar(12) NOT NULL,
	"text" varchar(1000) DEFAULT '' NOT NULL,
	"counts" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo_visibility" varchar(8) DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "contact_visibility" varchar(8) DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "horoscope_visibility" varchar(8) DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "report_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "protected_views" ADD COLUMN "viewer_profile_id" integer;--> statement-breakpoint
ALTER TABLE "protected_views" ADD COLUMN "sections" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "protected_views" ADD COLUMN "times" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "protected_views" ADD COLUMN "first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_create_profiles" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_keys" ADD CONSTRAINT "contact_keys_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_pair_key" ON "blocks" USING btree ("blocker_id","blocked_id");--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "blocks_blocker_idx" ON "blocks" USING btree ("blocker_id","id");--> statement-breakpoint
CREATE INDEX "contact_keys_key_idx" ON "contact_keys" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_key" ON "reports" USING btree ("profile_id","reporter_key") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","profile_id","id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
ALTER TABLE "protected_views" ADD CONSTRAINT "protected_views_viewer_profile_id_profiles_id_fk" FOREIGN KEY ("viewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One row per member, profile and rule from now on: fold the earlier openings into the latest.
UPDATE "protected_views" AS pv SET "first_viewed_at" = g."first", "viewed_at" = g."last", "times" = g."n"
FROM (SELECT "viewer_id", "profile_id", "via", min("viewed_at") AS "first", max("viewed_at") AS "last", count(*)::int AS "n", max("id") AS "keep"
      FROM "protected_views" GROUP BY "viewer_id", "profile_id", "via") AS g
WHERE pv."id" = g."keep";--> statement-breakpoint
DELETE FROM "protected_views" AS pv USING "protected_views" AS newer
WHERE newer."viewer_id" = pv."viewer_id" AND newer."profile_id" = pv."profile_id" AND newer."via" = pv."via" AND newer."id" > pv."id";--> statement-breakpoint
CREATE UNIQUE INDEX "protected_views_key" ON "protected_views" USING btree ("viewer_id","profile_id","via");--> statement-breakpoint
CREATE INDEX "protected_views_viewer_profile_idx" ON "protected_views" USING btree ("viewer_profile_id");