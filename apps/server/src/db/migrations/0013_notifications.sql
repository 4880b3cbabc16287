CREATE TABLE "notification_counters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_item_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_settings_user_id_type_id_pk" PRIMARY KEY("user_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "notification_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"actionable" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_user_status_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_state" smallint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_type_id_notification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."notification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("id") WHERE "notifications"."mail_state" = 1;--> statement-breakpoint
CREATE INDEX "notifications_user_status_idx" ON "notifications" USING btree ("user_id","status","id");--> statement-breakpoint
-- Hand-written from here on: the per-user unread counter and version.
-- Every insert, status change and delete of a notification updates its user's counter row in the
-- same transaction, so the polled unread count reads one row by primary key, and the version (its
-- ETag) changes with every change a user could see.
CREATE FUNCTION notification_counters_track() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notification_counters AS counter (user_id, unread, version)
    VALUES (NEW.user_id, (NEW.status = 1)::int, 1)
    ON CONFLICT (user_id) DO UPDATE SET unread = counter.unread + excluded.unread, version = counter.version + 1;
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE notification_counters
    SET unread = unread + (NEW.status = 1)::int - (OLD.status = 1)::int, version = version + 1
    WHERE user_id = NEW.user_id;
    RETURN NEW;
  END IF;
  UPDATE notification_counters
  SET unread = unread - (OLD.status = 1)::int, version = version + 1
  WHERE user_id = OLD.user_id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_counted AFTER INSERT OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION notification_counters_track();
--> statement-breakpoint
CREATE TRIGGER notifications_status_counted AFTER UPDATE OF status ON notifications
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION notification_counters_track();
--> statement-breakpoint
-- Counters of the notifications recorded before this migration.
INSERT INTO notification_counters (user_id, unread, version)
SELECT user_id, count(*) FILTER (WHERE status = 1), count(*) FROM notifications GROUP BY user_id;
