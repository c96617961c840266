-- The guided profile form keeps what a member has typed, one draft per member, until the profile is created.
CREATE TABLE "profile_drafts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"step" varchar(20) NOT NULL,
	"profile_for" varchar(10),
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_drafts" ADD CONSTRAINT "profile_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;