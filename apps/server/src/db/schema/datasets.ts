import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { feeds } from './catalog';

/**
 * The files of a feed's dataset (the dataset id is the feed id). A row is written as `pending`
 * before its blob and becomes `ready` once the blob is stored whole; pending rows are never listed,
 * and those left by a crash are swept with their blobs (see content-sweep).
 */
export const datasetContents = pgTable(
  'dataset_contents',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    blobKey: text('blob_key').notNull().unique(),
    state: text('state', { enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    /** Safe on any disk and in a Content-Disposition header. */
    fileName: text('file_name').notNull(),
    /** As the uploader named it, for display. */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256').notNull().default(''),
    /** The live stream a chunk of a continuous feed belongs to; chunks of one stream are ordered by dataStart. */
    trackingId: uuid('tracking_id'),
    dataStart: timestamp('data_start', { withTimezone: true }),
    dataEnd: timestamp('data_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('dataset_contents_feed_idx').on(table.feedId, table.createdAt.desc(), table.id.desc()),
    index('dataset_contents_tracking_idx')
      .on(table.trackingId, table.dataStart)
      .where(sql`${table.trackingId} IS NOT NULL`),
    index('dataset_contents_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);
