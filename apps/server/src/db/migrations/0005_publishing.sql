CREATE TABLE "feed_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"step" text NOT NULL,
	"kind" text NOT NULL,
	"field" text,
	"text" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_list_entries" (
	"id" integer PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"org_id" integer,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "feed_presets" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metadata_lookups" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer NOT NULL,
	CONSTRAINT "metadata_lookups_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "cloned_from_id" integer;--> statement-breakpoint
ALTER TABLE "feed_reviews" ADD CONSTRAINT "feed_reviews_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reviews" ADD CONSTRAINT "feed_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_list_entries" ADD CONSTRAINT "custom_list_entries_list_id_custom_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."custom_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_reviews_feed_idx" ON "feed_reviews" USING btree ("feed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_org_ext_id_idx" ON "feeds" USING btree ("org_id","ext_id") WHERE "feeds"."ext_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feeds_cloned_from_idx" ON "feeds" USING btree ("cloned_from_id") WHERE "feeds"."cloned_from_id" IS NOT NULL;