CREATE TABLE "map_term_cells" (
	"term" text NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"n" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lon_sum" double precision NOT NULL,
	"id_sum" bigint NOT NULL,
	CONSTRAINT "map_term_cells_term_cx_cy_pk" PRIMARY KEY("term","cx","cy")
);
--> statement-breakpoint
-- The terms a feed is counted under in map_term_cells: its facet codes, and the words of its search
-- vector without digits (identifiers would add a row per feed and are rare on a map).
CREATE FUNCTION map_terms(facets integer[], vector tsvector) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT facets::text[] || ARRAY(SELECT word FROM unnest(tsvector_to_array(vector)) AS word WHERE word !~ '[0-9]')
  $$;
--> statement-breakpoint
-- The statement adding signed feeds (the query `signed`: sign, id, facets, search_vector, lon, lat)
-- to their terms' zoom-7 cells, in one order so that concurrent writers cannot deadlock. Cells that
-- come to zero stay (n = 0).
CREATE FUNCTION map_term_cells_upsert(signed text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT format($sql$
      INSERT INTO map_term_cells AS cell (term, cx, cy, n, lat_sum, lon_sum, id_sum)
      SELECT term, map_cell_x(c.lon, 7), map_cell_y(c.lat, 7), sum(c.sign), sum(c.sign * c.lat), sum(c.sign * c.lon), sum(c.sign * c.id)
      FROM (%s) AS c, unnest(map_terms(c.facets, c.search_vector)) AS term
      GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT (term, cx, cy) DO UPDATE
        SET n = cell.n + excluded.n, lat_sum = cell.lat_sum + excluded.lat_sum,
            lon_sum = cell.lon_sum + excluded.lon_sum, id_sum = cell.id_sum + excluded.id_sum
    $sql$, signed)
  $$;
--> statement-breakpoint
-- Keeps map_term_cells in step with feeds once per statement, as the counters are (0021), counting
-- what map_cells counts: active feeds of enabled organisations with a position. The organisations
-- are read FOR SHARE in id order, so a feed written while its organisation is being enabled or
-- disabled waits for that change and counts by its outcome.
CREATE FUNCTION feeds_term_cells_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    EXECUTE map_term_cells_upsert(format($sql$
      WITH change AS MATERIALIZED (
        SELECT sign, id, org_id, facets, search_vector, location[0] AS lon, location[1] AS lat FROM (%s) AS changed
        WHERE location IS NOT NULL
      ), shown AS MATERIALIZED (
        SELECT id FROM organizations
        WHERE id IN (SELECT org_id FROM change) AND enabled = 1
        ORDER BY id FOR SHARE
      )
      SELECT * FROM change WHERE org_id IN (SELECT id FROM shown)
    $sql$, feeds_changed_rows(TG_OP, 'status, org_id, facets, location[0], location[1], search_vector')));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
SELECT feeds_create_counter_triggers('term_cells');
--> statement-breakpoint
-- Enabling or disabling an organisation adds its active feeds to the cells or takes them out.
CREATE FUNCTION organizations_term_cells_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF (OLD.enabled = 1) = (NEW.enabled = 1) THEN
      RETURN NULL;
    END IF;
    EXECUTE map_term_cells_upsert(format(
      'SELECT %s AS sign, id, facets, search_vector, location[0] AS lon, location[1] AS lat FROM feeds
       WHERE org_id = %s AND status = 1 AND location IS NOT NULL',
      CASE WHEN NEW.enabled = 1 THEN 1 ELSE -1 END, NEW.id));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER organizations_term_cells AFTER UPDATE OF enabled ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_term_cells_change();
--> statement-breakpoint
CREATE FUNCTION rebuild_map_term_cells() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM map_term_cells;
    EXECUTE map_term_cells_upsert(
      'SELECT 1 AS sign, f.id, f.facets, f.search_vector, f.location[0] AS lon, f.location[1] AS lat
       FROM feeds f JOIN organizations o ON o.id = f.org_id AND o.enabled = 1
       WHERE f.status = 1 AND f.location IS NOT NULL');
  END
  $$;
--> statement-breakpoint
SELECT rebuild_map_term_cells();
