CREATE TABLE "api_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"sdk_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "api_clients_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "connector_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" smallint NOT NULL,
	"type_id" smallint NOT NULL,
	"feed_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"tracking_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "connector_params" (
	"connector_id" integer NOT NULL,
	"type_id" smallint NOT NULL,
	"param_id" smallint NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "connector_params_connector_id_param_id_pk" PRIMARY KEY("connector_id","param_id")
);
--> statement-breakpoint
CREATE TABLE "connector_type_params" (
	"type_id" smallint NOT NULL,
	"param_id" smallint NOT NULL,
	"name" text NOT NULL,
	"required" boolean NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "connector_type_params_type_id_param_id_pk" PRIMARY KEY("type_id","param_id")
);
--> statement-breakpoint
CREATE TABLE "connector_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" smallint NOT NULL,
	"mode" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connector_usage" (
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "connector_usage_subject_subject_id_day_pk" PRIMARY KEY("subject","subject_id","day")
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_configs" ADD CONSTRAINT "connector_configs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_configs" ADD CONSTRAINT "connector_configs_type_id_connector_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."connector_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_configs" ADD CONSTRAINT "connector_configs_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_configs" ADD CONSTRAINT "connector_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_params" ADD CONSTRAINT "connector_params_connector_id_connector_configs_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."connector_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_params" ADD CONSTRAINT "connector_params_type_id_param_id_connector_type_params_type_id_param_id_fk" FOREIGN KEY ("type_id","param_id") REFERENCES "public"."connector_type_params"("type_id","param_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_type_params" ADD CONSTRAINT "connector_type_params_type_id_connector_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."connector_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_clients_org_idx" ON "api_clients" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "connector_configs_org_idx" ON "connector_configs" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "connector_configs_feed_idx" ON "connector_configs" USING btree ("feed_id","type_id","status");