CREATE TABLE "hidden_profiles" (
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_profiles_user_id_profile_id_pk" PRIMARY KEY("user_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "shortlist" (
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"for_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_user_id_profile_id_pk" PRIMARY KEY("user_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "hidden_profiles" ADD CONSTRAINT "hidden_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_profiles" ADD CONSTRAINT "hidden_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist" ADD CONSTRAINT "shortlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist" ADD CONSTRAINT "shortlist_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist" ADD CONSTRAINT "shortlist_for_profile_id_profiles_id_fk" FOREIGN KEY ("for_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_profiles_user_created_idx" ON "hidden_profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hidden_profiles_profile_idx" ON "hidden_profiles" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "shortlist_user_created_idx" ON "shortlist" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shortlist_profile_idx" ON "shortlist" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "shortlist_for_profile_idx" ON "shortlist" USING btree ("for_profile_id");