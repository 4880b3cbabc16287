-- Grid cells of the map's clusters: 30 px at zoom z on a 256 px Web Mercator world.
CREATE FUNCTION map_cell_x(lon double precision, zoom integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(lon / (360.0 * 30 / (256 * 2 ^ zoom)))::integer $$;
--> statement-breakpoint
CREATE FUNCTION map_cell_y(lat double precision, zoom integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(ln(tan(pi() / 4 + radians(greatest(least(lat, 85.0511), -85.0511)) / 2)) / (2 * pi() * 30 / (256 * 2 ^ zoom)))::integer $$;
--> statement-breakpoint
-- Adds (sign 1) or removes (sign -1) feeds at points to the cells of zooms 0-10. Cells are locked in
-- one order (zoom, cx, cy) so concurrent writers cannot deadlock.
CREATE FUNCTION map_cells_apply(changes jsonb) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO map_cells AS cell (zoom, cx, cy, n, lat_sum, lon_sum, id_sum)
    SELECT z, map_cell_x(c.lon, z), map_cell_y(c.lat, z), sum(c.sign), sum(c.sign * c.lat), sum(c.sign * c.lon), sum(c.sign * c.id)
    FROM jsonb_to_recordset(changes) AS c(lat double precision, lon double precision, id bigint, sign integer),
         generate_series(0, 10) AS z
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (zoom, cx, cy) DO UPDATE
      SET n = cell.n + excluded.n, lat_sum = cell.lat_sum + excluded.lat_sum,
          lon_sum = cell.lon_sum + excluded.lon_sum, id_sum = cell.id_sum + excluded.id_sum
  $$;
--> statement-breakpoint
-- Keeps map_cells in step with active feeds that have a position. Bulk loads set
-- feedmarket.bulk_load and rebuild the cells once at the end instead.
CREATE FUNCTION feeds_map_cells_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changes jsonb := '[]'::jsonb;
  BEGIN
    IF coalesce(current_setting('feedmarket.bulk_load', true), '') = 'on' THEN
      RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' AND OLD.status = 1 AND OLD.location IS NOT NULL THEN
      changes := changes || jsonb_build_object('lat', OLD.location[1], 'lon', OLD.location[0], 'id', OLD.id, 'sign', -1);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.status = 1 AND NEW.location IS NOT NULL THEN
      changes := changes || jsonb_build_object('lat', NEW.location[1], 'lon', NEW.location[0], 'id', NEW.id, 'sign', 1);
    END IF;
    IF jsonb_array_length(changes) > 0 THEN
      PERFORM map_cells_apply(changes);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER feeds_map_cells AFTER INSERT OR DELETE OR UPDATE OF status, location ON feeds
  FOR EACH ROW EXECUTE FUNCTION feeds_map_cells_change();
--> statement-breakpoint
CREATE FUNCTION rebuild_map_cells() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM map_cells;
    INSERT INTO map_cells (zoom, cx, cy, n, lat_sum, lon_sum, id_sum)
    SELECT z, map_cell_x(location[0], z), map_cell_y(location[1], z), count(*), sum(location[1]), sum(location[0]), sum(id)
    FROM feeds, generate_series(0, 10) AS z
    WHERE status = 1 AND location IS NOT NULL
    GROUP BY 1, 2, 3;
  $$;
--> statement-breakpoint
SELECT rebuild_map_cells();
