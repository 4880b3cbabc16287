import { feedStatuses, feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import { legalItemTypes, legalReviewStates } from '@feedmarket/contract/legal/legal.schemas';
import { notificationStatuses, notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import { and, asc, eq, ne } from 'drizzle-orm';
import { createLegalRepository } from '../../../modules/legal/legal.repository';
import type { Db } from '../../client';
import { organizations, users } from '../../schema/accounts';
import { feedReviews, feeds } from '../../schema/catalog';
import { notifications } from '../../schema/notifications';

const demoProvider = 'Northwind Sensors';
const day = 24 * 60 * 60 * 1000;

type DemoReview = {
  /** What becomes of the draft: waiting for legal review, passed it, or sent back with a note. */
  state: number;
  notes: string[];
  /** What its legal step says, for the legal view to show. */
  legal: { terms: string; customEntries: number[]; regulatory: number[] };
};

// The demo provider's legal queue, newest first: two open reviews (one with a note), one resolved
// that waits for the supervisor, and one cleared whose feed went back to the provider.
const demoReviews: DemoReview[] = [
  {
    state: legalReviewStates.open,
    notes: ['Checking the licence against the data-sharing agreement with the port.'],
    legal: {
      terms: 'Readings may be shared with port authorities; resale needs written consent.',
      customEntries: [101, 104, 201, 302],
      regulatory: [1401],
    },
  },
  {
    state: legalReviewStates.open,
    notes: [],
    legal: { terms: 'Research and internal planning only.', customEntries: [102, 205], regulatory: [1401, 1402] },
  },
  {
    state: legalReviewStates.resolved,
    notes: ['Licence and terms fit the intended use; no personal data.'],
    legal: { terms: 'Attribution to Northwind Sensors required.', customEntries: [104, 201], regulatory: [] },
  },
  {
    state: legalReviewStates.cleared,
    notes: ['The camera images may show people: add the personal data category and a retention period.'],
    legal: { terms: 'Images are kept for 30 days.', customEntries: [103], regulatory: [1401] },
  },
];

const notificationStatusOf: Record<number, number> = {
  [legalReviewStates.open]: notificationStatuses.unread,
  [legalReviewStates.resolved]: notificationStatuses.resolved,
  [legalReviewStates.cleared]: notificationStatuses.cleared,
};

/**
 * Fills legal queues: every generated feed waiting for legal review gets its open review, and the
 * demo provider's legal reviewer finds reviews in each state (drafts of the provider become them).
 */
export async function seedDemoLegalReviews(db: Db, now = Date.now()): Promise<void> {
  const repository = createLegalRepository(db);
  const request = async (
    feed: { id: number; orgId: number; name: string; updatedBy: number | null },
    createdAt: Date,
    state: number,
  ) => {
    const reviewId = await repository.insertReview({
      orgId: feed.orgId,
      itemType: legalItemTypes.metadata,
      itemId: feed.id,
      itemName: feed.name,
      requestedBy: feed.updatedBy,
      createdAt,
    });
    for (const userId of await repository.listRecipients(feed.orgId)) {
      await db.insert(notifications).values({
        userId,
        typeId: notificationTypes.legalReview,
        itemType: legalItemTypes.metadata,
        itemId: feed.id,
        title: `Legal review: ${feed.name}`,
        body: `'${feed.name}' was submitted and needs legal review before the supervisor can publish it. Resolve it to pass it on, or clear it to return it to its provider with your note.`,
        status: notificationStatusOf[state],
        createdAt,
      });
    }
    return reviewId;
  };

  const waiting = await db
    .select({
      id: feeds.id,
      orgId: feeds.orgId,
      name: feeds.name,
      updatedBy: feeds.updatedBy,
      updatedAt: feeds.updatedAt,
    })
    .from(feeds)
    .where(and(eq(feeds.status, feedStatuses.submitted), eq(feeds.requireLegalReview, true)))
    .orderBy(asc(feeds.id));
  for (const feed of waiting) await request(feed, feed.updatedAt, legalReviewStates.open);

  const [provider] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, demoProvider));
  if (!provider) return;
  const [reviewer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, provider.id), eq(users.username, 'legal')));
  if (!reviewer) return;
  const drafts = await db
    .select({ id: feeds.id, orgId: feeds.orgId, name: feeds.name, updatedBy: feeds.updatedBy, details: feeds.details })
    .from(feeds)
    .where(
      and(eq(feeds.orgId, provider.id), eq(feeds.status, feedStatuses.notActive), ne(feeds.typeId, feedTypes.group)),
    )
    .orderBy(asc(feeds.id))
    .limit(demoReviews.length);
  for (const [index, feed] of drafts.entries()) {
    const { state, notes, legal } = demoReviews[index]!;
    const details = feed.details as { legal?: Record<string, unknown> };
    const requestedAt = new Date(now - (index + 1) * 2 * day);
    const status = state === legalReviewStates.cleared ? feedStatuses.returned : feedStatuses.submitted;
    await db
      .update(feeds)
      .set({
        status,
        requireLegalReview: true,
        updatedAt: requestedAt,
        details: {
          ...details,
          legal: { ...details.legal, terms: legal.terms, customEntries: legal.customEntries },
          regulatory: legal.regulatory,
        },
      })
      .where(eq(feeds.id, feed.id));
    const reviewId = await request(feed, requestedAt, state);
    for (const note of notes) await repository.insertNote(reviewId, reviewer.id, note);
    if (state !== legalReviewStates.open) await repository.decide(reviewId, state, reviewer.id);
    if (state === legalReviewStates.cleared) {
      await db
        .insert(feedReviews)
        .values({ feedId: feed.id, step: 'legal', kind: 'comment', text: notes[0]!, userId: reviewer.id });
    }
  }
}
