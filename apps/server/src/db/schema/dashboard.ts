import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';

/**
 * What happened in the marketplace, one row per change of a dashboard count: a feed published (TF +1)
 * or withdrawn (TF −1), a workspace item added or removed (TWA ±1), and so on for every summary code.
 * The dashboard's counts are the sums of `delta` and its series sum them per period; rows are never
 * changed or deleted, so every count can be traced to the events behind it.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    /** Who caused it, when a user did. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A summary code (TF, MRI, MRO, TWA, AAF, AAC). */
    code: text('code').notNull(),
    /** What changed: a feed, a workspace item, a connector… by the code's kind of thing. */
    subjectId: integer('subject_id'),
    delta: smallint('delta').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_events_org_time_idx').on(table.orgId, table.occurredAt),
    index('activity_events_time_idx').on(table.occurredAt),
  ],
);
