CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"filters" jsonb NOT NULL,
	"profile_id" integer,
	"horoscope_system" varchar(10),
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_profile_key" ON "saved_searches" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_first_published_idx" ON "profiles" USING btree ("first_published_at") WHERE active = 1 and not report_hold;--> statement-breakpoint
-- Profiles already Active count as published when they were made: not "new" to any saved search.
UPDATE "profiles" SET "first_published_at" = "created_at" WHERE "active" = 1;--> statement-breakpoint
-- Whatever makes a profile Active (the team's Publish, the admin form, a seed), the first time is kept.
CREATE FUNCTION "profiles_first_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."active" = 1 AND NEW."first_published_at" IS NULL THEN
    NEW."first_published_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_first_published" BEFORE INSERT OR UPDATE OF "active" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_first_published"();
