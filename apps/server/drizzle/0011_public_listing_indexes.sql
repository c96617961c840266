-- Public listings (search, browse, latest) read published profiles only, in the order of last
-- activity. Each index below is partial to those profiles and carries, as INCLUDE columns, what
-- the search filters on, so counting matches or finding a page's ids reads the index alone. The
-- main one also carries what the matches page asks of each profile (whose it is, who may see its
-- horoscope).
DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "profiles_recent_idx";--> statement-breakpoint
DROP INDEX "profiles_caste_idx";--> statement-breakpoint
DROP INDEX "profiles_marital_idx";--> statement-breakpoint
DROP INDEX "profiles_ethnicity_idx";--> statement-breakpoint
DROP INDEX "profiles_religion_idx";--> statement-breakpoint
DROP INDEX "profiles_mother_tongue_idx";--> statement-breakpoint
DROP INDEX "profiles_education_idx";--> statement-breakpoint
DROP INDEX "profiles_occupation_idx";--> statement-breakpoint
DROP INDEX "profiles_country_idx";--> statement-breakpoint
CREATE INDEX "profiles_public_idx" ON "profiles" USING btree ("sex","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("owner_id","horoscope_protected","horoscope_visibility","dob","marital_status","religion","ethnicity","mother_tongue","education","occupation","resident_country") WHERE "profiles"."active" = 1 and not "profiles"."report_hold";--> statement-breakpoint
CREATE INDEX "profiles_public_recent_idx" ON "profiles" USING btree ("last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("sex","dob","marital_status","religion","ethnicity","mother_tongue","education","occupation","resident_country") WHERE "profiles"."active" = 1 and not "profiles"."report_hold";--> statement-breakpoint
CREATE INDEX "profiles_public_caste_idx" ON "profiles" USING btree ("sex","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("dob","additional_caste") WHERE "profiles"."active" = 1 and not "profiles"."report_hold" and "profiles"."additional_caste" <> '';--> statement-breakpoint
CREATE INDEX "profiles_public_marital_idx" ON "profiles" USING btree ("marital_status","sex","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("dob") WHERE "profiles"."active" = 1 and not "profiles"."report_hold";--> statement-breakpoint
CREATE INDEX "profiles_public_ethnicity_idx" ON "profiles" USING btree ("ethnicity","sex","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("dob") WHERE "profiles"."active" = 1 and not "profiles"."report_hold";--> statement-breakpoint
CREATE INDEX "profiles_public_religion_idx" ON "profiles" USING btree ("religion","sex","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("dob") WHERE "profiles"."active" = 1 and not "profiles"."report_hold";--> statement-breakpoint
CREATE INDEX "profiles_public_mother_tongue_idx" ON "profiles" USING btree ("mother_tongue","sex","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("dob") WHERE "profiles"."active" = 1 and not "profiles"."report_hold";--> statement-breakpoint
CREATE INDEX "profiles_public_education_idx" ON "profiles" USING btree ("education","sex","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("dob") WHERE "profiles"."active" = 1 and not "profiles"."report_hold";--> statement-breakpoint
CREATE INDEX "profiles_public_occupation_idx" ON "profiles" USING btree ("occupation","sex","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("dob") WHERE "profiles"."active" = 1 and not "profiles"."report_hold";--> statement-breakpoint
CREATE INDEX "profiles_public_country_idx" ON "profiles" USING btree ("resident_country","sex","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("dob") WHERE "profiles"."active" = 1 and not "profiles"."report_hold";