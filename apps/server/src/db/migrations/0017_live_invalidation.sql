-- Hand-written: server instances keep sessions and unread counters in memory, and drop them when
-- what decides them changes. Every change below sends a message on the channel
-- `feedmarket_changes` when its transaction commits, to every instance listening:
--   user:1,2,3     the sessions of these users are to be read again (a session ended or changed; the
--                  user's status, name, organisation, supervisor flag or roles changed)
--   org:1,2        the sessions of these organisations' users (enabled or type changed, deleted)
--   counter:1,2,3  these users' unread counters changed
--   all            everything (a table was truncated)
-- Statement triggers with transition tables send one message per statement (one per 500 ids, as a
-- payload holds at most 8000 bytes), so signing an organisation out is not a message per row.
-- PostgreSQL drops duplicate messages within a transaction, and delivers them in commit order.
CREATE FUNCTION live_changes_send(kind text, ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('feedmarket_changes', kind || ':' || string_agg(id::text, ','))
  FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / 500 AS chunk
        FROM (SELECT DISTINCT unnest(ids) AS id) AS distinct_ids
        WHERE id IS NOT NULL) AS numbered
  GROUP BY chunk;
END
$$;
--> statement-breakpoint
CREATE FUNCTION live_changes_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('feedmarket_changes', 'all');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Names the rows a statement inserted, deleted or updated (before and after) by the column
-- TG_ARGV[1], as a change of kind TG_ARGV[0].
CREATE FUNCTION live_changes_rows() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(%I) FROM new_rows', TG_ARGV[1]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(%I) FROM old_rows', TG_ARGV[1]) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(%1$I) FROM (SELECT %1$I FROM old_rows UNION SELECT %1$I FROM new_rows) AS changed', TG_ARGV[1])
      INTO ids;
  END IF;
  PERFORM live_changes_send(TG_ARGV[0], ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Names the rows (by id) an update changed in one of the columns TG_ARGV[1...], as a change of kind
-- TG_ARGV[0]: updates of other columns change nothing a session carries.
CREATE FUNCTION live_changes_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  columns text[] := TG_ARGV[1:];
  ids integer[];
BEGIN
  EXECUTE format(
    'SELECT array_agg(old_rows.id) FROM old_rows JOIN new_rows USING (id) WHERE (%s) IS DISTINCT FROM (%s)',
    (SELECT string_agg('old_rows.' || quote_ident(name), ', ') FROM unnest(columns) AS name),
    (SELECT string_agg('new_rows.' || quote_ident(name), ', ') FROM unnest(columns) AS name)) INTO ids;
  PERFORM live_changes_send(TG_ARGV[0], ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session that ends or changes (logout, signing out everywhere, expiry moved): its user's sessions.
-- A new session needs no message: nothing holds its token yet.
CREATE TRIGGER sessions_live_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_changes_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_live_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_changes_rows('user', 'user_id');
--> statement-breakpoint
-- What a session carries of its user: status (only active users have live sessions), name,
-- organisation and supervisor flag. The last sign-in and the password change nothing kept (a
-- password change ends the sessions itself).
CREATE TRIGGER users_live_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_changes_updated('user', 'status', 'username', 'org_id', 'is_supervisor');
--> statement-breakpoint
CREATE TRIGGER users_live_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_changes_rows('user', 'id');
--> statement-breakpoint
-- A session carries its user's role ids.
CREATE TRIGGER user_roles_live_insert AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_changes_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER user_roles_live_update AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_changes_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER user_roles_live_delete AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_changes_rows('user', 'user_id');
--> statement-breakpoint
-- What a session carries of its organisation: enabled (only enabled ones have live sessions) and type.
CREATE TRIGGER organizations_live_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_changes_updated('org', 'enabled', 'organization_type');
--> statement-breakpoint
CREATE TRIGGER organizations_live_delete AFTER DELETE ON organizations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_changes_rows('org', 'id');
--> statement-breakpoint
-- The counters change by row (the notifications trigger writes one user's row at a time).
CREATE FUNCTION live_changes_counters() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('feedmarket_changes', 'counter:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notification_counters_live AFTER INSERT OR UPDATE OR DELETE ON notification_counters
  FOR EACH ROW EXECUTE FUNCTION live_changes_counters();
--> statement-breakpoint
CREATE TRIGGER sessions_live_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION live_changes_truncated();
--> statement-breakpoint
CREATE TRIGGER users_live_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION live_changes_truncated();
--> statement-breakpoint
CREATE TRIGGER user_roles_live_truncate AFTER TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION live_changes_truncated();
--> statement-breakpoint
CREATE TRIGGER organizations_live_truncate AFTER TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION live_changes_truncated();
--> statement-breakpoint
CREATE TRIGGER notification_counters_live_truncate AFTER TRUNCATE ON notification_counters
  FOR EACH STATEMENT EXECUTE FUNCTION live_changes_truncated();
