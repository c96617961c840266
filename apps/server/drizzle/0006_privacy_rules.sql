CREATE TABLE "mail_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"reply_to" varchar(254),
	"group_key" varchar(200),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protected_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"viewer_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"via" varchar(10) NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_images" ADD COLUMN "reviewed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "profile_images" SET "reviewed" = true;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protected_views" ADD CONSTRAINT "protected_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protected_views" ADD CONSTRAINT "protected_views_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_open_group_key" ON "mail_queue" USING btree ("group_key") WHERE "mail_queue"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "mail_queue_group_sent_idx" ON "mail_queue" USING btree ("group_key","sent_at");--> statement-breakpoint
CREATE INDEX "mail_queue_sent_at_idx" ON "mail_queue" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "protected_views_viewer_idx" ON "protected_views" USING btree ("viewer_id","viewed_at");--> statement-breakpoint
CREATE INDEX "protected_views_profile_idx" ON "protected_views" USING btree ("profile_id","viewed_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");