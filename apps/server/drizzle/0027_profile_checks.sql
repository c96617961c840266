CREATE TABLE "profile_checks" (
	"profile_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"result" varchar(12) NOT NULL,
	"subject" varchar(100),
	"dob" date,
	"sex" smallint,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_checks_profile_id_kind_pk" PRIMARY KEY("profile_id","kind")
);
--> statement-breakpoint
ALTER TABLE "profile_checks" ADD CONSTRAINT "profile_checks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_checks_subject_idx" ON "profile_checks" USING btree ("kind","subject");