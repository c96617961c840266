ALTER TABLE "users" ADD COLUMN "privacy_version" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dormant_warnings" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dormant_warned_at" timestamp with time zone;