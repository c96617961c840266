CREATE TABLE "media_removals" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_removals_due_idx" ON "media_removals" USING btree ("next_attempt_at");