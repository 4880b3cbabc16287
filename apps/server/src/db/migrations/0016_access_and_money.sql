CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_id" integer,
	"consumer_org_id" integer NOT NULL,
	"provider_org_id" integer NOT NULL,
	"feed_id" integer,
	"feed_name" text NOT NULL,
	"price_id" integer,
	"kind" text NOT NULL,
	"mode" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"consumer_alias" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_accesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"feed_id" integer NOT NULL,
	"provider_org_id" integer NOT NULL,
	"state" text NOT NULL,
	"policy_id" integer,
	"reason" text NOT NULL,
	"rule" text,
	"consumer_alias" text,
	"price_id" integer,
	"downloads_allowed" integer,
	"downloads_used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"renewal_notice_at" timestamp with time zone,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "idempotent_answers" (
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_answers_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_id" integer NOT NULL,
	"account" text NOT NULL,
	"org_id" integer,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"require_legal_review" boolean DEFAULT false NOT NULL,
	"anonymizer_flag" boolean DEFAULT false NOT NULL,
	"anonymizer_text" text DEFAULT 'Suppressed' NOT NULL,
	"note" text,
	"groups" jsonb NOT NULL,
	"time_periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "policy_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_feeds" (
	"policy_id" integer NOT NULL,
	"feed_id" integer NOT NULL,
	CONSTRAINT "policy_feeds_policy_id_feed_id_pk" PRIMARY KEY("policy_id","feed_id")
);
--> statement-breakpoint
CREATE TABLE "price_config_feeds" (
	"price_id" integer NOT NULL,
	"feed_id" integer NOT NULL,
	CONSTRAINT "price_config_feeds_price_id_feed_id_pk" PRIMARY KEY("price_id","feed_id")
);
--> statement-breakpoint
CREATE TABLE "price_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"mode" integer NOT NULL,
	"option" integer NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"volume" integer,
	"volume_amount" integer,
	"duration" integer DEFAULT 1 NOT NULL,
	"require_review" boolean DEFAULT false NOT NULL,
	"without_fee_flag" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_access_id_feed_accesses_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."feed_accesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_consumer_org_id_organizations_id_fk" FOREIGN KEY ("consumer_org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_provider_org_id_organizations_id_fk" FOREIGN KEY ("provider_org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_price_id_price_configs_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."price_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_accesses" ADD CONSTRAINT "feed_accesses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_accesses" ADD CONSTRAINT "feed_accesses_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_accesses" ADD CONSTRAINT "feed_accesses_provider_org_id_organizations_id_fk" FOREIGN KEY ("provider_org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_accesses" ADD CONSTRAINT "feed_accesses_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_accesses" ADD CONSTRAINT "feed_accesses_price_id_price_configs_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."price_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_accesses" ADD CONSTRAINT "feed_accesses_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_accesses" ADD CONSTRAINT "feed_accesses_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_answers" ADD CONSTRAINT "idempotent_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_challenges" ADD CONSTRAINT "policy_challenges_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_challenges" ADD CONSTRAINT "policy_challenges_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_challenges" ADD CONSTRAINT "policy_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_feeds" ADD CONSTRAINT "policy_feeds_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_feeds" ADD CONSTRAINT "policy_feeds_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_config_feeds" ADD CONSTRAINT "price_config_feeds_price_id_price_configs_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."price_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_config_feeds" ADD CONSTRAINT "price_config_feeds_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_configs" ADD CONSTRAINT "price_configs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_configs" ADD CONSTRAINT "price_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_configs" ADD CONSTRAINT "price_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_consumer_idx" ON "charges" USING btree ("consumer_org_id","created_at");--> statement-breakpoint
CREATE INDEX "charges_provider_idx" ON "charges" USING btree ("provider_org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_accesses_org_feed_idx" ON "feed_accesses" USING btree ("org_id","feed_id");--> statement-breakpoint
CREATE INDEX "feed_accesses_provider_idx" ON "feed_accesses" USING btree ("provider_org_id","state");--> statement-breakpoint
CREATE INDEX "feed_accesses_feed_idx" ON "feed_accesses" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "feed_accesses_expiry_idx" ON "feed_accesses" USING btree ("expires_at") WHERE "feed_accesses"."state" = 'granted' AND "feed_accesses"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_charge_idx" ON "ledger_entries" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "policies_org_idx" ON "policies" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "policy_challenges_policy_idx" ON "policy_challenges" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_feeds_feed_idx" ON "policy_feeds" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "price_config_feeds_feed_idx" ON "price_config_feeds" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "price_configs_org_idx" ON "price_configs" USING btree ("org_id","status");