CREATE TABLE "job_leases" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "list_unsubscribe" varchar(500);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_frequency" varchar(6) DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_through" timestamp with time zone;