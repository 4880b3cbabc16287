-- Random reads cost little more than sequential ones on solid-state storage; with the default (4)
-- the planner prefers sequential scans over the catalogue's indexes. Managed servers where the
-- application may not alter its database keep their own setting.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'random_page_cost left as it is: %', SQLERRM;
END $$;
