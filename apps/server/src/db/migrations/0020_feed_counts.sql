-- Keeps feed_counts (active feeds per key: 0 all, a facet code, minus an organisation's id) and
-- search_lexemes (active feeds per word of their search vectors, without identifiers and numbers:
-- words with digits are not corrected) in step with feeds, in the same
-- transaction as the feed's change. Keys and words are written in one order so concurrent writers
-- cannot deadlock. Bulk loads set feedmarket.bulk_load and rebuild both once at the end instead.
CREATE FUNCTION feeds_counts_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    old_active boolean := TG_OP <> 'INSERT' AND OLD.status = 1;
    new_active boolean := TG_OP <> 'DELETE' AND NEW.status = 1;
    old_keys integer[] := '{}';
    new_keys integer[] := '{}';
    old_words text[] := '{}';
    new_words text[] := '{}';
  BEGIN
    IF coalesce(current_setting('feedmarket.bulk_load', true), '') = 'on' THEN
      RETURN NULL;
    END IF;
    IF old_active THEN
      old_keys := ARRAY[0, -OLD.org_id] || OLD.facets;
      old_words := ARRAY(SELECT word FROM unnest(tsvector_to_array(OLD.search_vector)) AS word WHERE word !~ '[[:digit:]]');
    END IF;
    IF new_active THEN
      new_keys := ARRAY[0, -NEW.org_id] || NEW.facets;
      new_words := ARRAY(SELECT word FROM unnest(tsvector_to_array(NEW.search_vector)) AS word WHERE word !~ '[[:digit:]]');
    END IF;
    IF old_keys IS DISTINCT FROM new_keys THEN
      INSERT INTO feed_counts AS counted (key, n)
      SELECT key, sum(sign) FROM (
        SELECT unnest(old_keys) AS key, -1 AS sign
        UNION ALL
        SELECT unnest(new_keys), 1
      ) AS change
      GROUP BY key HAVING sum(sign) <> 0 ORDER BY key
      ON CONFLICT (key) DO UPDATE SET n = counted.n + excluded.n;
    END IF;
    IF old_words IS DISTINCT FROM new_words THEN
      -- Each word with -1 where it left and +1 where it came (a word in both sums to nothing).
      INSERT INTO search_lexemes AS counted (word, n)
      SELECT change.word, sum(change.sign)
      FROM unnest(old_words || new_words,
                  array_fill(-1, ARRAY[cardinality(old_words)]) || array_fill(1, ARRAY[cardinality(new_words)]))
           AS change(word, sign)
      GROUP BY change.word HAVING sum(change.sign) <> 0 ORDER BY change.word
      ON CONFLICT (word) DO UPDATE SET n = counted.n + excluded.n;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER feeds_counts AFTER INSERT OR DELETE OR UPDATE OF status, org_id, facets, search_vector ON feeds
  FOR EACH ROW EXECUTE FUNCTION feeds_counts_change();
--> statement-breakpoint
CREATE FUNCTION rebuild_feed_counts() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM feed_counts;
    INSERT INTO feed_counts (key, n)
    SELECT key, count(*) FROM feeds, unnest(ARRAY[0, -org_id] || facets) AS key
    WHERE status = 1 GROUP BY key;
    DELETE FROM search_lexemes;
    INSERT INTO search_lexemes (word, n)
    SELECT word, count(*) FROM feeds, unnest(tsvector_to_array(search_vector)) AS word
    WHERE status = 1 AND word !~ '[[:digit:]]' GROUP BY word;
  $$;
--> statement-breakpoint
SELECT rebuild_feed_counts();
