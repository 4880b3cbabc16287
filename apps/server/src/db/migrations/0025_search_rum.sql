-- A RUM index keeps each active feed's creation date beside its words, so a word search in date
-- order reads its page from the index in that order: where a word is held by 0.1-5 % of the feeds,
-- walking the date index reads thousands of rows to find a page and sorting every match reads them
-- all (docs/decisions.md). PostgreSQL has it through the rum extension (Debian's
-- postgresql-15-rum); PGlite, servers without it and roles that may not create extensions keep the
-- GIN index alone, and search asks the database which it has.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS rum;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'The rum extension needs a superuser to be created: search keeps the GIN index alone';
      RETURN;
    END;
    CREATE INDEX IF NOT EXISTS feeds_search_rum_idx ON feeds
      USING rum (search_vector rum_tsvector_addon_ops, created_at)
      WITH (attach = 'created_at', to = 'search_vector')
      WHERE status = 1;
  END IF;
END
$$;
