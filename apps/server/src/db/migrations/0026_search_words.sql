CREATE TABLE "search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_word_idx" ON "search_words" USING btree ("word" text_pattern_ops);