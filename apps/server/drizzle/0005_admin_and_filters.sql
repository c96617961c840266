CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"admin_email" varchar(254) NOT NULL,
	"action" varchar(30) NOT NULL,
	"profile_id" integer,
	"user_id" integer,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_profile_idx" ON "admin_audit" USING btree ("profile_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_user_idx" ON "admin_audit" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "profiles_review_idx" ON "profiles" USING btree ("reviewed","active","id");--> statement-breakpoint
CREATE INDEX "profiles_marital_idx" ON "profiles" USING btree ("active","marital_status");--> statement-breakpoint
CREATE INDEX "profiles_ethnicity_idx" ON "profiles" USING btree ("active","ethnicity");--> statement-breakpoint
CREATE INDEX "profiles_religion_idx" ON "profiles" USING btree ("active","religion");--> statement-breakpoint
CREATE INDEX "profiles_mother_tongue_idx" ON "profiles" USING btree ("active","mother_tongue");--> statement-breakpoint
CREATE INDEX "profiles_education_idx" ON "profiles" USING btree ("active","education");--> statement-breakpoint
CREATE INDEX "profiles_occupation_idx" ON "profiles" USING btree ("active","occupation");--> statement-breakpoint
CREATE INDEX "profiles_country_idx" ON "profiles" USING btree ("active","resident_country");