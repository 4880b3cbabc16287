import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { connectorConfigs } from './connectors';

/**
 * Where an outbound connector's delivery stands. Chunks of its feed are delivered one after another
 * in content id order: every chunk up to `lastContentId` was delivered (or dead-lettered), the next
 * one has failed `attempts` times and is not tried again before `retryAt`.
 */
export const connectorDeliveries = pgTable('connector_deliveries', {
  connectorId: integer('connector_id')
    .primaryKey()
    .references(() => connectorConfigs.id, { onDelete: 'cascade' }),
  /** The feed the cursor is in: a connector moved to another feed starts again at that feed's next chunk. */
  feedId: integer('feed_id').notNull(),
  lastContentId: integer('last_content_id').notNull(),
  attempts: integer('attempts').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  /** Why the last try failed (`HTTP 503`, `timeout`), until a delivery succeeds. */
  lastError: text('last_error'),
  lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  /** The run delivering now, and until when it may: one run of a connector at a time, on any instance. */
  runToken: uuid('run_token'),
  runningUntil: timestamp('running_until', { withTimezone: true }),
});

/** Chunks an outbound connector gave up on after its tries, so later records could flow. */
export const connectorDeadLetters = pgTable(
  'connector_dead_letters',
  {
    id: serial('id').primaryKey(),
    connectorId: integer('connector_id')
      .notNull()
      .references(() => connectorConfigs.id, { onDelete: 'cascade' }),
    /** The chunk's content id; no reference, as the chunk may be deleted and the record stays. */
    contentId: integer('content_id').notNull(),
    records: integer('records').notNull(),
    attempts: integer('attempts').notNull(),
    lastError: text('last_error').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('connector_dead_letters_connector_idx').on(table.connectorId, table.contentId)],
);
