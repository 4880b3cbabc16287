-- Whether a feed's position lies in a box, opaque to the planner. PostgreSQL has no statistics for
-- point-in-box and takes any box for a small one, so a search in a box holding many feeds would read
-- all of them through the location index and sort them. A search knows when its box is wide (it
-- counts the box's feeds in map_cells) and then checks each row with this function instead, whose
-- default selectivity (a third) lets the page walk the date index until it has its rows.
CREATE FUNCTION feed_in_box(spot point, west float8, south float8, east float8, north float8)
RETURNS boolean LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN spot <@ box(point(west, south), point(east, north));
END
$$;
