CREATE TABLE "activity_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer,
	"code" text NOT NULL,
	"subject_id" integer,
	"delta" smallint NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_org_time_idx" ON "activity_events" USING btree ("org_id","occurred_at");--> statement-breakpoint
CREATE INDEX "activity_events_time_idx" ON "activity_events" USING btree ("occurred_at");
--> statement-breakpoint
-- Hand-written below: disabled organisations' feeds leave search and the map.
--
-- Searches read the few disabled organisations first, to hide their feeds (a constant list keeps the
-- planner's estimates right); this index keeps that read instant however many members there are.
CREATE INDEX "organizations_disabled_idx" ON "organizations" ("id") WHERE "enabled" <> 1;
--> statement-breakpoint
-- map_cells counts the feeds anyone may see on the map: active feeds of enabled organisations. The
-- organisation's row is read FOR SHARE, so a feed written while its organisation is being enabled or
-- disabled waits for that change and counts by its outcome.
CREATE OR REPLACE FUNCTION feeds_map_cells_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changes jsonb := '[]'::jsonb;
    org_shown boolean;
  BEGIN
    IF coalesce(current_setting('feedmarket.bulk_load', true), '') = 'on' THEN
      RETURN NULL;
    END IF;
    SELECT enabled = 1 INTO org_shown FROM organizations
      WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.org_id ELSE NEW.org_id END) FOR SHARE;
    IF NOT coalesce(org_shown, false) THEN
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
-- Enabling or disabling an organisation adds its active feeds to the cells or takes them out.
CREATE FUNCTION organizations_map_cells_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changes jsonb;
  BEGIN
    IF (OLD.enabled = 1) = (NEW.enabled = 1) THEN
      RETURN NULL;
    END IF;
    SELECT jsonb_agg(jsonb_build_object('lat', location[1], 'lon', location[0], 'id', id,
                                        'sign', CASE WHEN NEW.enabled = 1 THEN 1 ELSE -1 END))
      INTO changes
      FROM feeds WHERE org_id = NEW.id AND status = 1 AND location IS NOT NULL;
    IF changes IS NOT NULL THEN
      PERFORM map_cells_apply(changes);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER organizations_map_cells AFTER UPDATE OF enabled ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_map_cells_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_map_cells() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM map_cells;
    INSERT INTO map_cells (zoom, cx, cy, n, lat_sum, lon_sum, id_sum)
    SELECT z, map_cell_x(f.location[0], z), map_cell_y(f.location[1], z), count(*), sum(f.location[1]), sum(f.location[0]), sum(f.id)
    FROM feeds f JOIN organizations o ON o.id = f.org_id AND o.enabled = 1, generate_series(0, 10) AS z
    WHERE f.status = 1 AND f.location IS NOT NULL
    GROUP BY 1, 2, 3;
  $$;
--> statement-breakpoint
-- Hand-written below: a database that already had feeds and workspaces counts them from the start.
-- Each active feed counts as published (TF +1) when its history last shows it becoming active, or
-- when it was last updated if its history does not say; each awaiting workspace item (TWA +1) when
-- it was added. A new database has neither, and the demo data records its own.
INSERT INTO "activity_events" ("org_id", "user_id", "code", "subject_id", "delta", "occurred_at")
SELECT f."org_id", coalesce(activated."user_id", f."updated_by", f."created_by"), 'TF', f."id", 1,
       coalesce(activated."created_at", f."updated_at")
FROM "feeds" f
LEFT JOIN LATERAL (
  SELECT c."user_id", c."created_at" FROM "feed_changes" c
  WHERE c."feed_id" = f."id" AND c."changes" @> '[{"field": "status", "to": 1}]'
  ORDER BY c."created_at" DESC, c."id" DESC
  LIMIT 1
) activated ON true
WHERE f."status" = 1;
--> statement-breakpoint
INSERT INTO "activity_events" ("org_id", "user_id", "code", "subject_id", "delta", "occurred_at")
SELECT "org_id", "added_by", 'TWA', "id", 1, "created_at" FROM "workspace_items" WHERE "status" = 'awaiting';
