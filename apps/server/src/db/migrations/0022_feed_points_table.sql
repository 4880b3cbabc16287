CREATE TABLE "feed_points" (
	"id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"facets" integer[] NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feed_points_facets_idx" ON "feed_points" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "feed_points_position_idx" ON "feed_points" USING btree ("lon","lat");--> statement-breakpoint
CREATE INDEX "feed_points_search_idx" ON "feed_points" USING gin ("search_vector");