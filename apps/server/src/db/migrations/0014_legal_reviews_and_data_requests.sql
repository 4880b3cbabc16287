CREATE TABLE "legal_review_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"item_type" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_request_criteria" (
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"criteria_id" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "data_request_criteria_request_id_position_pk" PRIMARY KEY("request_id","position")
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer,
	"user_id" integer,
	"comment" text,
	"contact_first_name" text,
	"contact_last_name" text,
	"contact_email" text,
	"contact_org_name" text,
	"contact_country_id" integer,
	"contact_state_id" integer,
	"contact_address" text,
	"contact_role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_review_notes" ADD CONSTRAINT "legal_review_notes_review_id_legal_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."legal_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_review_notes" ADD CONSTRAINT "legal_review_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_reviews" ADD CONSTRAINT "legal_reviews_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_reviews" ADD CONSTRAINT "legal_reviews_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_reviews" ADD CONSTRAINT "legal_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_request_criteria" ADD CONSTRAINT "data_request_criteria_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_request_criteria" ADD CONSTRAINT "data_request_criteria_criteria_id_criteria_types_id_fk" FOREIGN KEY ("criteria_id") REFERENCES "public"."criteria_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_contact_country_id_countries_id_fk" FOREIGN KEY ("contact_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_contact_state_id_states_id_fk" FOREIGN KEY ("contact_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_review_notes_review_idx" ON "legal_review_notes" USING btree ("review_id","id");--> statement-breakpoint
CREATE INDEX "legal_reviews_org_created_idx" ON "legal_reviews" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "legal_reviews_item_idx" ON "legal_reviews" USING btree ("item_type","item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_reviews_one_open_idx" ON "legal_reviews" USING btree ("item_type","item_id") WHERE "legal_reviews"."state" = 1;--> statement-breakpoint
CREATE INDEX "data_requests_created_idx" ON "data_requests" USING btree ("created_at");--> statement-breakpoint
-- Hand-written from here on: feeds already waiting for legal review (status 4) join their
-- organisation's legal queue, so their legal reviewers can resolve them before the supervisor
-- approves them.
INSERT INTO "legal_reviews" ("org_id", "item_type", "item_id", "item_name", "requested_by", "created_at")
SELECT "org_id", 3, "id", "name", "updated_by", "updated_at" FROM "feeds" WHERE "status" = 4 AND "require_legal_review";
