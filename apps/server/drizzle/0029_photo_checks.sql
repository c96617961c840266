CREATE TABLE "photo_checks" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"pose" varchar(12) NOT NULL,
	"posed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"selfie_key" varchar(64),
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_checks" ADD CONSTRAINT "photo_checks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_checks_expires_at_idx" ON "photo_checks" USING btree ("expires_at");