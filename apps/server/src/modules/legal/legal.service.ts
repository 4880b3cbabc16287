import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import {
  legalItemTypeNames,
  legalItemTypes,
  legalReviewStateNames,
  legalReviewStates,
  type TLegalReview,
  type TLegalReviewRow,
} from '@feedmarket/contract/legal/legal.schemas';
import { notificationStatuses } from '@feedmarket/contract/notifications/notification-tabs';
import type { Db, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import type { MetadataService } from '../catalog/metadata.service';
import type { PoliciesService } from '../policies/policies.service';
import type { NotificationService } from '../notifications/notifications.service';
import { legalRightsOf, requireLegalRight, type LegalRight } from './legal-access';
import { feedReviewItem, policyReviewItem } from './legal-queue';
import { createLegalRepository, type LegalQueueQuery, type LegalReviewRecord } from './legal.repository';

function presentRow(review: LegalReviewRecord): TLegalReviewRow {
  return {
    id: review.id,
    orgId: review.orgId,
    itemType: review.itemType,
    itemTypeText: legalItemTypeNames[review.itemType] ?? String(review.itemType),
    itemId: review.itemId,
    itemName: review.itemName,
    state: review.state,
    stateText: legalReviewStateNames[review.state] ?? String(review.state),
    requestedBy: review.requestedBy,
    createDate: formatDateTime(review.createdAt),
    decidedBy: review.decidedBy,
    decidedDate: review.decidedAt ? formatDateTime(review.decidedAt) : null,
    noteCount: review.noteCount,
  };
}

type Deps = {
  notifications: NotificationService;
  metadata: MetadataService;
  policies: Pick<PoliciesService, 'legalSection' | 'stopAfterLegalReview'>;
};

/** The Legal tab: an organisation's legal queue, its reviews' notes, and the reviewers' decisions. */
export function createLegalService(db: Db, { notifications, metadata, policies }: Deps) {
  const repository = createLegalRepository(db);

  async function present(review: LegalReviewRecord, member: SessionUser): Promise<TLegalReview> {
    const [notes, feed, policy] = await Promise.all([
      repository.listNotes(review.id),
      review.itemType === legalItemTypes.metadata ? metadata.legalSection(review.itemId) : null,
      review.itemType === legalItemTypes.policy ? policies.legalSection(review.itemId) : null,
    ]);
    return {
      ...presentRow(review),
      notes: notes.map((note) => ({ ...note, createDate: formatDateTime(note.createdAt) })),
      canAct: legalRightsOf(member, review.orgId).has('act'),
      feed,
      policy,
    };
  }

  /** A review the member holds `right` on; one of another organisation does not exist for them. */
  async function requireReview(id: number, member: SessionUser, right: LegalRight): Promise<LegalReviewRecord> {
    const review = await repository.findReview(id);
    if (!review) throw notFound(`No legal review ${id}`);
    requireLegalRight(member, review.orgId, right, `No legal review ${id}`);
    return review;
  }

  /**
   * Moves an open review to `state` with the reviewer's note, in one transaction with `alsoDo`, and
   * settles the request notifications the organisation's reviewers received.
   */
  async function decide(
    id: number,
    member: SessionUser,
    state: number,
    note: string | undefined,
    alsoDo?: (review: LegalReviewRecord, tx: Executor) => Promise<void>,
  ): Promise<TLegalReview> {
    await requireReview(id, member, 'act');
    await db.transaction(async (tx) => {
      const txRepository = createLegalRepository(tx);
      await txRepository.lockReview(id);
      const review = (await txRepository.findReview(id))!;
      if (review.state !== legalReviewStates.open) {
        throw conflict(`This legal review is already ${legalReviewStateNames[review.state]!.toLowerCase()}.`);
      }
      await txRepository.decide(id, state, member.userId);
      if (note) await txRepository.insertNote(id, member.userId, note);
      await alsoDo?.(review, tx);
      await notifications.settleItem(
        review.itemType === legalItemTypes.metadata ? feedReviewItem(review.itemId) : policyReviewItem(review.itemId),
        state === legalReviewStates.resolved ? notificationStatuses.resolved : notificationStatuses.cleared,
        tx,
      );
    });
    return present((await repository.findReview(id))!, member);
  }

  return {
    async queue(orgId: number, member: SessionUser, query: LegalQueueQuery) {
      requireLegalRight(member, orgId, 'read');
      const { content, total } = await repository.listQueue(orgId, query);
      return { content: content.map(presentRow), total };
    },

    async review(id: number, member: SessionUser) {
      return present(await requireReview(id, member, 'read'), member);
    },

    /** The newest review of a feed, where a legal review request notification leads. */
    async feedReview(feedId: number, member: SessionUser) {
      const review = await repository.findLatestOfItem(legalItemTypes.metadata, feedId);
      if (!review) throw notFound(`Feed ${feedId} has no legal review`);
      requireLegalRight(member, review.orgId, 'read', `Feed ${feedId} has no legal review`);
      return present(review, member);
    },

    /** Throws 404 or 403 unless the member holds `right` on review `id`; route guards ask this before validation. */
    async requireReviewRight(id: number, member: SessionUser, right: LegalRight): Promise<void> {
      await requireReview(id, member, right);
    },

    async addNote(id: number, note: string, member: SessionUser) {
      const review = await requireReview(id, member, 'act');
      await repository.insertNote(id, member.userId, note);
      return present({ ...review, noteCount: review.noteCount + 1 }, member);
    },

    /** The item passes legal review; a feed then waits for the supervisor's approval. */
    resolve: (id: number, note: string | undefined, member: SessionUser) =>
      decide(id, member, legalReviewStates.resolved, note),

    /**
     * The item goes back to its provider: a feed returns (status 5) with the note on its Legal step;
     * an active policy stops, and the provider's accesses are decided without it.
     */
    clear: (id: number, note: string, member: SessionUser) =>
      decide(id, member, legalReviewStates.cleared, note, async (review, tx) => {
        if (review.itemType === legalItemTypes.metadata) {
          await metadata.returnFromLegalReview(review.itemId, { text: note, userId: member.userId }, tx);
        } else {
          await policies.stopAfterLegalReview(review.itemId, member.userId, tx);
        }
      }),
  };
}

export type LegalService = ReturnType<typeof createLegalService>;
