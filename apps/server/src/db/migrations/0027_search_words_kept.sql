-- Keeps search_words (every word of every feed's search vector) in step with feeds, once per
-- statement like the counters (0021): the words of inserted feeds and of feeds whose vector changed
-- are added, in one order so that concurrent writers cannot deadlock. Nothing is taken away on
-- delete: a word no feed holds any more only adds a term that matches nothing to an expansion.
-- Bulk loads skip it and call rebuild_search_words() once, which also drops such words.
CREATE FUNCTION feeds_words_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO search_words (word)
      SELECT DISTINCT word FROM new_rows, unnest(tsvector_to_array(search_vector)) AS word
      ORDER BY word ON CONFLICT DO NOTHING;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO search_words (word)
      SELECT DISTINCT word FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(tsvector_to_array(n.search_vector)) AS word
      WHERE n.search_vector IS DISTINCT FROM o.search_vector
      ORDER BY word ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
SELECT feeds_create_counter_triggers('words');
--> statement-breakpoint
CREATE FUNCTION rebuild_search_words() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM search_words;
    INSERT INTO search_words (word)
    SELECT DISTINCT word FROM feeds, unnest(tsvector_to_array(search_vector)) AS word;
  $$;
--> statement-breakpoint
SELECT rebuild_search_words();
