-- The feeds' counters (feed_counts, search_lexemes, map_cells) are kept once per statement instead
-- of once per row: each statement's changed rows (its transition tables) are summed into one upsert
-- per counter table. Row by row, every row of a large single statement updated the same counter
-- rows again (key 0, common words, the zoom 0 cells) and each update had to step over the
-- statement's earlier versions of them: a 100,000-row insert took over ten minutes. The counts stay
-- exact and in the feed write's own transaction; keys, words and cells are still written in one
-- order, so concurrent writers cannot deadlock. Bulk loads (feedmarket.bulk_load) still skip them
-- and rebuild once. A trigger with transition tables takes one event and no column list, hence
-- three triggers per counter, and updates compare the counted columns themselves.
DROP TRIGGER feeds_counts ON feeds;
--> statement-breakpoint
DROP TRIGGER feeds_map_cells ON feeds;
--> statement-breakpoint
DROP FUNCTION feeds_counts_change();
--> statement-breakpoint
DROP FUNCTION feeds_map_cells_change();
--> statement-breakpoint
-- The rows a feed statement took out (-1) of and put (+1) into the counted set: active feeds, by
-- the trigger's transition tables old_rows and new_rows. An update lists only the rows whose
-- `columns` (a list of column expressions) changed, before and after.
CREATE FUNCTION feeds_changed_rows(operation text, columns text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT CASE operation
      WHEN 'INSERT' THEN 'SELECT 1 AS sign, f.* FROM new_rows f WHERE f.status = 1'
      WHEN 'DELETE' THEN 'SELECT -1 AS sign, f.* FROM old_rows f WHERE f.status = 1'
      ELSE format(
        'SELECT -1 AS sign, o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
           WHERE o.status = 1 AND (o.%1$s) IS DISTINCT FROM (n.%2$s)
         UNION ALL
         SELECT 1 AS sign, n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
           WHERE n.status = 1 AND (o.%1$s) IS DISTINCT FROM (n.%2$s)',
        replace(columns, ', ', ', o.'), replace(columns, ', ', ', n.'))
    END
  $$;
--> statement-breakpoint
CREATE FUNCTION feeds_counts_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    EXECUTE format($sql$
      WITH change AS MATERIALIZED (
        SELECT sign, org_id, facets, search_vector FROM (%s) AS changed
      ), counted_keys AS (
        INSERT INTO feed_counts AS counted (key, n)
        SELECT key, sum(sign) FROM change, unnest(ARRAY[0, -org_id] || facets) AS key
        GROUP BY key HAVING sum(sign) <> 0 ORDER BY key
        ON CONFLICT (key) DO UPDATE SET n = counted.n + excluded.n
      )
      INSERT INTO search_lexemes AS counted (word, n)
      SELECT word, sum(sign) FROM change, unnest(tsvector_to_array(search_vector)) AS word
      WHERE word !~ '[[:digit:]]'
      GROUP BY word HAVING sum(sign) <> 0 ORDER BY word
      ON CONFLICT (word) DO UPDATE SET n = counted.n + excluded.n
    $sql$, feeds_changed_rows(TG_OP, 'status, org_id, facets, search_vector'));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- map_cells counts the feeds anyone may see on the map: active feeds of enabled organisations. The
-- organisations' rows are read FOR SHARE (in id order), so a feed written while its organisation is
-- being enabled or disabled waits for that change and counts by its outcome.
CREATE FUNCTION feeds_map_cells_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changes jsonb;
  BEGIN
    EXECUTE format($sql$
      WITH change AS MATERIALIZED (
        SELECT sign, id, org_id, location FROM (%s) AS changed WHERE location IS NOT NULL
      ), shown AS MATERIALIZED (
        SELECT id FROM organizations
        WHERE id IN (SELECT org_id FROM change) AND enabled = 1
        ORDER BY id FOR SHARE
      )
      SELECT jsonb_agg(jsonb_build_object('lat', location[1], 'lon', location[0], 'id', id, 'sign', sign))
      FROM change WHERE org_id IN (SELECT id FROM shown)
    $sql$, feeds_changed_rows(TG_OP, 'status, org_id, location[0], location[1]')) INTO changes;
    PERFORM map_cells_apply(changes) WHERE changes IS NOT NULL;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- A counter's three triggers, on insert, update and delete, each calling feeds_<counter>_change() once
-- per statement; bulk loads skip them all.
CREATE FUNCTION feeds_create_counter_triggers(counter text) RETURNS void
  LANGUAGE plpgsql
  AS $fn$
  DECLARE
    not_bulk text := $when$coalesce(current_setting('feedmarket.bulk_load', true), '') <> 'on'$when$;
  BEGIN
    EXECUTE format('CREATE TRIGGER feeds_%1$s_insert AFTER INSERT ON feeds REFERENCING NEW TABLE AS new_rows
                      FOR EACH STATEMENT WHEN (%2$s) EXECUTE FUNCTION feeds_%1$s_change()', counter, not_bulk);
    EXECUTE format('CREATE TRIGGER feeds_%1$s_update AFTER UPDATE ON feeds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                      FOR EACH STATEMENT WHEN (%2$s) EXECUTE FUNCTION feeds_%1$s_change()', counter, not_bulk);
    EXECUTE format('CREATE TRIGGER feeds_%1$s_delete AFTER DELETE ON feeds REFERENCING OLD TABLE AS old_rows
                      FOR EACH STATEMENT WHEN (%2$s) EXECUTE FUNCTION feeds_%1$s_change()', counter, not_bulk);
  END
  $fn$;
--> statement-breakpoint
SELECT feeds_create_counter_triggers('counts');
--> statement-breakpoint
SELECT feeds_create_counter_triggers('map_cells');
