-- Keeps feed_points (active feeds with a position: organisation, filter values, position, search
-- vector) in step with feeds, once per statement like the counters (0021): rows that left are
-- deleted, rows that came or changed are written. Bulk loads skip it and call rebuild_feed_points()
-- once. Its rows are about 1 KB (the search vector, which PostgreSQL keeps in the row below 2 KB)
-- where a feed's are over 2 KB, and a word match needs no vector but the index's.
CREATE FUNCTION feeds_points_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    EXECUTE format($sql$
      WITH change AS MATERIALIZED (
        SELECT sign, id, org_id, facets, location, search_vector FROM (%s) AS changed
      ), kept AS (
        INSERT INTO feed_points AS point (id, org_id, facets, lon, lat, search_vector)
        SELECT id, org_id, facets, location[0], location[1], search_vector FROM change
        WHERE sign > 0 AND location IS NOT NULL ORDER BY id
        ON CONFLICT (id) DO UPDATE
          SET org_id = excluded.org_id, facets = excluded.facets, lon = excluded.lon, lat = excluded.lat,
              search_vector = excluded.search_vector
        RETURNING point.id
      )
      DELETE FROM feed_points
      WHERE id IN (SELECT id FROM change WHERE sign < 0) AND id NOT IN (SELECT id FROM kept)
    $sql$, feeds_changed_rows(TG_OP, 'status, org_id, facets, location[0], location[1], search_vector'));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
SELECT feeds_create_counter_triggers('points');
--> statement-breakpoint
-- The word index is built once after the rows are written, which is far quicker than row by row.
CREATE FUNCTION rebuild_feed_points() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DROP INDEX feed_points_search_idx;
    DELETE FROM feed_points;
    INSERT INTO feed_points (id, org_id, facets, lon, lat, search_vector)
    SELECT id, org_id, facets, location[0], location[1], search_vector FROM feeds
    WHERE status = 1 AND location IS NOT NULL;
    CREATE INDEX feed_points_search_idx ON feed_points USING gin (search_vector);
  END
  $$;
--> statement-breakpoint
SELECT rebuild_feed_points();
--> statement-breakpoint
ANALYZE feed_points;
