CREATE TABLE "connector_dead_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"connector_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"records" integer NOT NULL,
	"attempts" integer NOT NULL,
	"last_error" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connector_deliveries" (
	"connector_id" integer PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"last_content_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"last_delivered_at" timestamp with time zone,
	"run_token" uuid,
	"running_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "connector_dead_letters" ADD CONSTRAINT "connector_dead_letters_connector_id_connector_configs_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."connector_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_deliveries" ADD CONSTRAINT "connector_deliveries_connector_id_connector_configs_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."connector_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connector_dead_letters_connector_idx" ON "connector_dead_letters" USING btree ("connector_id","content_id");