CREATE TABLE "feed_counts" (
	"key" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"word" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_lexemes_word_trgm_idx" ON "search_lexemes" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "feeds_org_inactive_idx" ON "feeds" USING btree ("org_id") WHERE "feeds"."status" <> 1;