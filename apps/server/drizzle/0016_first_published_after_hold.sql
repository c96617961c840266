-- A profile is published when it is Active and not held back by reports: one made Active while
-- on hold becomes "new" when the hold is lifted, not before.
CREATE OR REPLACE FUNCTION "profiles_first_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."active" = 1 AND NOT NEW."report_hold" AND NEW."first_published_at" IS NULL THEN
    NEW."first_published_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "profiles_first_published" ON "profiles";--> statement-breakpoint
CREATE TRIGGER "profiles_first_published" BEFORE INSERT OR UPDATE OF "active", "report_hold" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_first_published"();
