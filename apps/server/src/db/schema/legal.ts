import { legalReviewStates } from '@feedmarket/contract/legal/legal.schemas';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';

/**
 * An organisation's legal queue: one row per time an item (a feed, later a policy) was submitted for
 * legal review. State 1 open, 2 resolved, 3 cleared. The item's name is kept as it was submitted; an
 * item has at most one open review.
 */
export const legalReviews = pgTable(
  'legal_reviews',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 1 policy, 3 metadata: the notification item types. */
    itemType: integer('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    state: integer('state').notNull().default(1),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('legal_reviews_org_created_idx').on(table.orgId, table.createdAt),
    index('legal_reviews_item_idx').on(table.itemType, table.itemId, table.id),
    uniqueIndex('legal_reviews_one_open_idx')
      .on(table.itemType, table.itemId)
      .where(sql`${table.state} = ${sql.raw(String(legalReviewStates.open))}`),
  ],
);

/** Notes the legal reviewers keep on a review, oldest first. */
export const legalReviewNotes = pgTable(
  'legal_review_notes',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => legalReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('legal_review_notes_review_idx').on(table.reviewId, table.id)],
);
