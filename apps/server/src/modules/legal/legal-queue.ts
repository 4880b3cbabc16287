import { legalItemTypes, legalReviewStates } from '@feedmarket/contract/legal/legal.schemas';
import { messages } from '@feedmarket/contract/messages';
import { notificationStatuses, notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { Db, Executor } from '../../db/client';
import type { LegalReviewHooks } from '../catalog/metadata.service';
import type { NotificationService } from '../notifications/notifications.service';
import { createLegalRepository } from './legal.repository';

/** What a legal review request notification is about: a feed (item type 3). */
export const feedReviewItem = (feedId: number) => ({
  typeId: notificationTypes.legalReview,
  itemType: legalItemTypes.metadata,
  itemId: feedId,
});

/** What a legal review request notification is about: a policy (item type 1). */
export const policyReviewItem = (policyId: number) => ({
  typeId: notificationTypes.legalReview,
  itemType: legalItemTypes.policy,
  itemId: policyId,
});

/** A policy as the legal queue knows it. */
export type PolicyForReview = { id: number; orgId: number; name: string };

/**
 * The legal queue as publishing and access policies see it: a feed that requires legal review joins
 * its organisation's queue on submit, and its legal reviewers (or, without any, its administrators)
 * are told; the supervisor approves it only once they resolved it. A policy flagged for review joins
 * it the same way, and may be activated only once resolved.
 */
export function createLegalQueue(db: Db, notifications: NotificationService) {
  const hooks: LegalReviewHooks = {
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
  };
  return {
    ...hooks,

    /** A deleted feed's reviews go with it. */
    forgetFeed: (feedId: number) => createLegalRepository(db).deleteReviewsOfItem(legalItemTypes.metadata, feedId),

    /** The policy joins its organisation's queue (unless its review is open already), and its reviewers are told. */
    async requestPolicy(policy: PolicyForReview, requestedBy: number, executor: Executor): Promise<void> {
      const repository = createLegalRepository(executor);
      const latest = await repository.findLatestOfItem(legalItemTypes.policy, policy.id);
      if (latest?.state === legalReviewStates.open) return;
      await repository.insertReview({
        orgId: policy.orgId,
        itemType: legalItemTypes.policy,
        itemId: policy.id,
        itemName: policy.name,
        requestedBy,
      });
      const recipients = await repository.listRecipients(policy.orgId);
      await notifications.notifyAll(
        recipients.map((userId) => ({
          userId,
          ...policyReviewItem(policy.id),
          title: `Legal review: policy ${policy.name}`,
          body: `The access policy '${policy.name}' needs legal review before it can be activated. Resolve it to let it be activated, or clear it to stop it with your note.`,
        })),
        executor,
      );
    },

    /** The state of the policy's latest legal review, or null when it never had one. */
    async policyReviewState(policyId: number, executor: Executor = db): Promise<number | null> {
      return (await createLegalRepository(executor).findLatestOfItem(legalItemTypes.policy, policyId))?.state ?? null;
    },

    /** The flag was taken off: an open review leaves the queue. */
    async withdrawPolicy(policyId: number, by: number, executor: Executor): Promise<void> {
      const repository = createLegalRepository(executor);
      const latest = await repository.findLatestOfItem(legalItemTypes.policy, policyId);
      if (latest?.state !== legalReviewStates.open) return;
      await repository.decide(latest.id, legalReviewStates.cleared, by);
      await notifications.settleItem(policyReviewItem(policyId), notificationStatuses.cleared, executor);
    },

    /** A deleted policy's reviews go with it. */
    forgetPolicy: (policyId: number, executor: Executor) =>
      createLegalRepository(executor).deleteReviewsOfItem(legalItemTypes.policy, policyId),
  };
}

export type LegalQueue = ReturnType<typeof createLegalQueue>;
