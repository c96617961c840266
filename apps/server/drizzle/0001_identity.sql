CREATE TABLE "email_changes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" varchar(254) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(10) DEFAULT 'member' NOT NULL,
	"profile_limit" smallint DEFAULT 3 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"title" varchar(20) DEFAULT '' NOT NULL,
	"customer_name" varchar(100) DEFAULT '' NOT NULL,
	"organization" varchar(100) DEFAULT '' NOT NULL,
	"address1" varchar(100) DEFAULT '' NOT NULL,
	"address2" varchar(100) DEFAULT '' NOT NULL,
	"city" varchar(60) DEFAULT '' NOT NULL,
	"postcode" varchar(20) DEFAULT '' NOT NULL,
	"phone1" varchar(30) DEFAULT '' NOT NULL,
	"phone2" varchar(30) DEFAULT '' NOT NULL,
	"fax" varchar(30) DEFAULT '' NOT NULL,
	"mobile" varchar(30) DEFAULT '' NOT NULL,
	"country_id" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user_id_idx" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_email_purpose_key" ON "one_time_codes" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));