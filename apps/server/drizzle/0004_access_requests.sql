CREATE TABLE "access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_profile_id" integer NOT NULL,
	"receiver_profile_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_requester_profile_id_profiles_id_fk" FOREIGN KEY ("requester_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_receiver_profile_id_profiles_id_fk" FOREIGN KEY ("receiver_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_requests_open_pair" ON "access_requests" USING btree ("requester_profile_id","receiver_profile_id") WHERE "access_requests"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "access_requests_receiver_idx" ON "access_requests" USING btree ("receiver_profile_id","status","id");--> statement-breakpoint
CREATE INDEX "access_requests_requester_idx" ON "access_requests" USING btree ("requester_profile_id","id");