CREATE TABLE "dataset_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"blob_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"sha256" text DEFAULT '' NOT NULL,
	"tracking_id" uuid,
	"data_start" timestamp with time zone,
	"data_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "dataset_contents_blob_key_unique" UNIQUE("blob_key")
);
--> statement-breakpoint
ALTER TABLE "dataset_contents" ADD CONSTRAINT "dataset_contents_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_contents" ADD CONSTRAINT "dataset_contents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_contents_feed_idx" ON "dataset_contents" USING btree ("feed_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dataset_contents_tracking_idx" ON "dataset_contents" USING btree ("tracking_id","data_start") WHERE "dataset_contents"."tracking_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "dataset_contents_pending_idx" ON "dataset_contents" USING btree ("created_at") WHERE "dataset_contents"."state" = 'pending';