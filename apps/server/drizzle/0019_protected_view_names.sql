-- "Who has seen my details" names a viewer by the profile's name at the latest opening, so a
-- viewer who deletes that profile stays named; the openings already recorded take today's name.
ALTER TABLE "protected_views" ADD COLUMN "viewer_name" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "protected_views" SET "viewer_name" = "profiles"."name"
  FROM "profiles" WHERE "profiles"."id" = "protected_views"."viewer_profile_id";
