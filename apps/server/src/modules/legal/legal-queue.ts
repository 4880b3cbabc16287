import { legalItemTypes, legalReviewStates } from '@feedmarket/contract/legal/legal.schemas';
import { messages } from '@feedmarket/contract/messages';
import { notificationStatuses, notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { Db } from '../../db/client';
import type { LegalReviewHooks } from '../catalog/metadata.service';
import type { NotificationService } from '../notifications/notifications.service';
import { createLegalRepository } from './legal.repository';

/** What a legal review request notification is about: a feed (item type 3). */
export const feedReviewItem = (feedId: number) => ({
  typeId: notificationTypes.legalReview,
  itemType: legalItemTypes.metadata,
  itemId: feedId,
});

/**
 * The legal queue as publishing sees it: a feed that requires legal review joins its organisation's
 * queue on submit, and its legal reviewers (or, without any, its administrators) are told; the
 * supervisor approves it only once they resolved it.
 */
export function createLegalQueue(
  db: Db,
  notifications: NotificationService,
): LegalReviewHooks & {
  forgetFeed: (feedId: number) => Promise<void>;
} {
  return {
    async request(feed, requestedBy, executor) {
      const repository = createLegalRepository(executor);
      await repository.insertReview({
        orgId: feed.orgId,
        itemType: legalItemTypes.metadata,
        itemId: feed.id,
        itemName: feed.name,
        requestedBy,
      });
      const recipients = await repository.listRecipients(feed.orgId);
      await notifications.notifyAll(
        recipients.map((userId) => ({
          userId,
          ...feedReviewItem(feed.id),
          title: `Legal review: ${feed.name}`,
          body: `'${feed.name}' was submitted and needs legal review before the supervisor can publish it. Resolve it to pass it on, or clear it to return it to its provider with your note.`,
        })),
        executor,
      );
    },

    async approvalRefusal(feed, executor) {
      if (!feed.requireLegalReview) return null;
      const latest = await createLegalRepository(executor).findLatestOfItem(legalItemTypes.metadata, feed.id);
      return latest?.state === legalReviewStates.resolved ? null : messages.legalReviewPending;
    },

    async withdraw(feedId, by, executor) {
      const repository = createLegalRepository(executor);
      const latest = await repository.findLatestOfItem(legalItemTypes.metadata, feedId);
      if (latest?.state !== legalReviewStates.open) return;
      await repository.decide(latest.id, legalReviewStates.cleared, by);
      await notifications.settleItem(feedReviewItem(feedId), notificationStatuses.cleared, executor);
    },

    /** A deleted feed's reviews go with it. */
    forgetFeed: (feedId) => createLegalRepository(db).deleteReviewsOfItem(legalItemTypes.metadata, feedId),
  };
}

export type LegalQueue = ReturnType<typeof createLegalQueue>;
