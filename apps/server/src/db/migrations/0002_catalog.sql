CREATE TABLE "feed_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"user_id" integer,
	"summary" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_group_members" (
	"group_id" integer NOT NULL,
	"feed_id" integer NOT NULL,
	"role" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_group_members_group_id_feed_id_pk" PRIMARY KEY("group_id","feed_id")
);
--> statement-breakpoint
CREATE TABLE "feed_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"legal_type" integer,
	"container_type" integer DEFAULT 130 NOT NULL,
	"parent_id" integer,
	"location_category" integer,
	"location_type" integer,
	"location_sub_type" integer,
	"address" text,
	"city" text,
	"postal_code" text,
	"country_id" integer,
	"state_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"altitude" double precision,
	"radius" double precision,
	"radius_unit" integer,
	"free_text" text,
	"sensor_text" text,
	"points" jsonb
);
--> statement-breakpoint
CREATE TABLE "feed_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"role" text NOT NULL,
	"originator_id" integer,
	"name" text NOT NULL,
	"type" integer
);
--> statement-breakpoint
CREATE TABLE "feed_sensors" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"sensor_type" integer,
	"source_name_id" integer,
	"source_type_id" integer,
	"manufacturer_id" integer,
	"make" text,
	"model" text,
	"version" text,
	"format" integer,
	"schema_type" integer,
	"property" text,
	"body" text,
	"unit_of_measure_id" integer
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"type_id" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" text,
	"image_url" text,
	"ext_id" text,
	"uri" text,
	"urn" text,
	"require_legal_review" boolean DEFAULT false NOT NULL,
	"load_frequency_type" integer,
	"update_interval_type" integer,
	"source_category_id" integer,
	"category_id" integer,
	"citation" text,
	"container_name_id" integer,
	"environment_ids" integer[] DEFAULT '{}' NOT NULL,
	"interactor_ids" integer[] DEFAULT '{}' NOT NULL,
	"isic_codes" text[] DEFAULT '{}' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" "point",
	"facets" integer[] DEFAULT '{}' NOT NULL,
	"columns" jsonb NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "workspace_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"feed_id" integer NOT NULL,
	"added_by" integer,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feed_changes" ADD CONSTRAINT "feed_changes_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_changes" ADD CONSTRAINT "feed_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_group_members" ADD CONSTRAINT "feed_group_members_group_id_feeds_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_group_members" ADD CONSTRAINT "feed_group_members_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_locations" ADD CONSTRAINT "feed_locations_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_parties" ADD CONSTRAINT "feed_parties_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_sensors" ADD CONSTRAINT "feed_sensors_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_source_category_id_source_categories_id_fk" FOREIGN KEY ("source_category_id") REFERENCES "public"."source_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_items" ADD CONSTRAINT "workspace_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_items" ADD CONSTRAINT "workspace_items_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_items" ADD CONSTRAINT "workspace_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_changes_feed_idx" ON "feed_changes" USING btree ("feed_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_group_members_feed_idx" ON "feed_group_members" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "feed_locations_feed_idx" ON "feed_locations" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "feed_parties_feed_idx" ON "feed_parties" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "feed_sensors_feed_idx" ON "feed_sensors" USING btree ("feed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_uid_idx" ON "feeds" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "feeds_org_idx" ON "feeds" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "feeds_active_created_idx" ON "feeds" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feeds"."status" = 1;--> statement-breakpoint
CREATE INDEX "feeds_active_name_idx" ON "feeds" USING btree (lower("name"),"id") WHERE "feeds"."status" = 1;--> statement-breakpoint
CREATE INDEX "feeds_search_idx" ON "feeds" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "feeds_facets_idx" ON "feeds" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "feeds_location_idx" ON "feeds" USING gist ("location");--> statement-breakpoint
CREATE INDEX "feeds_name_trgm_idx" ON "feeds" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_items_org_feed_idx" ON "workspace_items" USING btree ("org_id","feed_id");