CREATE TABLE "profile_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"storage_key" varchar(64) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"profile_id" integer NOT NULL,
	"viewer_key" varchar(64) NOT NULL,
	"viewed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"created_by" smallint NOT NULL,
	"marital_status" smallint NOT NULL,
	"dob" date NOT NULL,
	"sex" smallint NOT NULL,
	"ethnicity" smallint NOT NULL,
	"mother_tongue" smallint NOT NULL,
	"religion" smallint DEFAULT 0 NOT NULL,
	"additional_caste" varchar(100) DEFAULT '' NOT NULL,
	"caste_no_bar" boolean DEFAULT false NOT NULL,
	"complexion" smallint DEFAULT 0 NOT NULL,
	"body_type" smallint DEFAULT 0 NOT NULL,
	"food_habits" smallint DEFAULT 0 NOT NULL,
	"sponsor" boolean DEFAULT true NOT NULL,
	"qualification" smallint DEFAULT 0 NOT NULL,
	"education" smallint DEFAULT 0 NOT NULL,
	"additional_qualification" varchar(200) DEFAULT '' NOT NULL,
	"occupation" smallint DEFAULT 0 NOT NULL,
	"additional_occupation" varchar(200) DEFAULT '' NOT NULL,
	"annual_income" varchar(50) DEFAULT '' NOT NULL,
	"living_city" varchar(60) DEFAULT '' NOT NULL,
	"resident_country" smallint DEFAULT 0 NOT NULL,
	"citizen_country" smallint NOT NULL,
	"birth_city" varchar(60) DEFAULT '' NOT NULL,
	"birth_country" smallint DEFAULT 0 NOT NULL,
	"height" varchar(20) DEFAULT '' NOT NULL,
	"weight" varchar(20) DEFAULT '' NOT NULL,
	"height_type" smallint DEFAULT 0 NOT NULL,
	"weight_type" smallint DEFAULT 0 NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"expectations" text DEFAULT '' NOT NULL,
	"no_horoscope" boolean DEFAULT false NOT NULL,
	"astro_star" smallint DEFAULT 0 NOT NULL,
	"astro_rasi" smallint DEFAULT 0 NOT NULL,
	"astro_padam" smallint DEFAULT 0 NOT NULL,
	"astro_pavam" varchar(100) DEFAULT '' NOT NULL,
	"astro_birth_time" varchar(16),
	"chevai_thosam" boolean DEFAULT false NOT NULL,
	"chart_link" varchar(500) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"title" varchar(20) DEFAULT '' NOT NULL,
	"organization" varchar(100) DEFAULT '' NOT NULL,
	"address1" varchar(100) DEFAULT '' NOT NULL,
	"address2" varchar(100) DEFAULT '' NOT NULL,
	"address3" varchar(100) DEFAULT '' NOT NULL,
	"city" varchar(60) DEFAULT '' NOT NULL,
	"postcode" varchar(20) DEFAULT '' NOT NULL,
	"country" smallint DEFAULT 0 NOT NULL,
	"phone1" varchar(30) DEFAULT '' NOT NULL,
	"phone2" varchar(30) DEFAULT '' NOT NULL,
	"fax" varchar(30) DEFAULT '' NOT NULL,
	"mobile" varchar(30) NOT NULL,
	"phone1_verified" boolean DEFAULT false NOT NULL,
	"phone2_verified" boolean DEFAULT false NOT NULL,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"active" smallint DEFAULT 0 NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"image_count" smallint DEFAULT 0 NOT NULL,
	"default_image_id" integer,
	"random_no" double precision DEFAULT random() NOT NULL,
	"horoscope_protected" boolean DEFAULT true NOT NULL,
	"photo_protected" boolean DEFAULT true NOT NULL,
	"contact_protected" boolean DEFAULT true NOT NULL,
	"admin_override_code" varchar(50) DEFAULT '' NOT NULL,
	"modified_by" varchar(254) DEFAULT '' NOT NULL,
	"remove_comments" varchar(500) DEFAULT '' NOT NULL,
	"package_id" integer,
	"expires_on" timestamp with time zone,
	"paid_on" timestamp with time zone,
	"amount_paid" numeric(10, 2),
	"paid_currency" varchar(3) DEFAULT '' NOT NULL,
	"pay_comments" varchar(500) DEFAULT '' NOT NULL,
	"is_gold" boolean DEFAULT false NOT NULL,
	"order_status" varchar(30) DEFAULT '' NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_images_profile_id_idx" ON "profile_images" USING btree ("profile_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_images_storage_key" ON "profile_images" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_key" ON "profile_views" USING btree ("profile_id","viewer_key","viewed_on");--> statement-breakpoint
CREATE INDEX "profile_views_viewed_on_idx" ON "profile_views" USING btree ("viewed_on");--> statement-breakpoint
CREATE INDEX "profiles_owner_id_idx" ON "profiles" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "profiles_active_sex_idx" ON "profiles" USING btree ("active","sex","id");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("active","sex","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_random_idx" ON "profiles" USING btree ("active","random_no");