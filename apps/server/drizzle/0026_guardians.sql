CREATE TABLE "guardians" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"copied_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;