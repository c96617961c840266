-- pg_trgm comes with PostgreSQL (contrib) and is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "profiles_caste_trgm_idx" ON "profiles" USING gin ("additional_caste" gin_trgm_ops) WHERE "profiles"."additional_caste" <> '';