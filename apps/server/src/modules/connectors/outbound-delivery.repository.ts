import {
  connectorParams as paramIds,
  connectorStatuses,
  connectorTypes,
} from '@feedmarket/contract/connectors/connectors.constants';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations } from '../../db/schema/accounts';
import { connectorConfigs, connectorParams } from '../../db/schema/connectors';
import { datasetContents } from '../../db/schema/datasets';
import { connectorDeadLetters, connectorDeliveries } from '../../db/schema/deliveries';

/** An outbound webhook as its delivery needs it: where it posts, how it signs, and where it stands. */
export type DeliveryTarget = {
  connectorId: number;
  orgId: number;
  feedId: number;
  isActive: boolean;
  url: string;
  secret: string;
  /** Undefined until the first chunk of the feed was announced to it. */
  cursor: DeliveryCursor | undefined;
};

export type DeliveryCursor = { lastContentId: number; attempts: number; retryAt: Date | null };

/** What the Technical tab shows of a delivery. */
export type DeliveryState = {
  lastDeliveredAt: Date | null;
  attempts: number;
  retryAt: Date | null;
  lastError: string | null;
  deadLettered: number;
};

/** A delivery's cursor and the outcome of its last tries. */
const cursorColumns = {
  feedId: connectorDeliveries.feedId,
  lastContentId: connectorDeliveries.lastContentId,
  attempts: connectorDeliveries.attempts,
  retryAt: connectorDeliveries.retryAt,
  lastError: connectorDeliveries.lastError,
  lastDeliveredAt: connectorDeliveries.lastDeliveredAt,
};

const webhook = and(
  eq(connectorConfigs.typeId, connectorTypes.webhook),
  eq(connectorConfigs.status, connectorStatuses.active),
);

/** Queries of outbound delivery: the webhooks to deliver to, and their cursors and dead letters. */
export function createOutboundDeliveryRepository(db: Executor) {
  /** Moves the cursor from `from` to `to` unless another run moved it first; answers whether it moved. */
  async function advance(
    connectorId: number,
    from: number,
    to: number,
    values: Partial<typeof connectorDeliveries.$inferInsert>,
  ) {
    const moved = await db
      .update(connectorDeliveries)
      .set({ lastContentId: to, attempts: 0, retryAt: null, ...values })
      .where(and(eq(connectorDeliveries.connectorId, connectorId), eq(connectorDeliveries.lastContentId, from)))
      .returning({ connectorId: connectorDeliveries.connectorId });
    return moved.length > 0;
  }

  return {
    /** The active webhooks of a feed, oldest first. */
    async activeWebhooksOf(feedId: number): Promise<number[]> {
      const rows = await db
        .select({ id: connectorConfigs.id })
        .from(connectorConfigs)
        .where(and(eq(connectorConfigs.feedId, feedId), webhook))
        .orderBy(asc(connectorConfigs.id));
      return rows.map((row) => row.id);
    },

    /** Every active webhook: those to wake when the server starts or connectors change. */
    async activeWebhooks(): Promise<number[]> {
      const rows = await db
        .select({ id: connectorConfigs.id })
        .from(connectorConfigs)
        .innerJoin(connectorDeliveries, eq(connectorDeliveries.connectorId, connectorConfigs.id))
        .where(webhook)
        .orderBy(asc(connectorConfigs.id));
      return rows.map((row) => row.id);
    },

    /**
     * Starts the delivery of connectors at chunk `contentId` of their feed: those that have none yet,
     * and those whose cursor is in another feed (the connector was moved).
     */
    async startAt(connectorIds: readonly number[], feedId: number, contentId: number): Promise<void> {
      if (connectorIds.length === 0) return;
      await db
        .insert(connectorDeliveries)
        .values(connectorIds.map((connectorId) => ({ connectorId, feedId, lastContentId: contentId - 1 })))
        .onConflictDoUpdate({
          target: connectorDeliveries.connectorId,
          set: { feedId, lastContentId: contentId - 1, attempts: 0, retryAt: null },
          setWhere: sql`${connectorDeliveries.feedId} <> excluded.feed_id`,
        });
    },

    /**
     * The first chunk of the feed after `afterId` still being stored (its row is there, its file not
     * yet), if one started after `since`: chunks after it wait, or it would be passed over once stored.
     */
    async firstChunkBeingStored(feedId: number, afterId: number, since: Date): Promise<number | undefined> {
      const [row] = await db
        .select({ id: min(datasetContents.id) })
        .from(datasetContents)
        .where(
          and(
            eq(datasetContents.feedId, feedId),
            eq(datasetContents.state, 'pending'),
            gt(datasetContents.id, afterId),
            isNotNull(datasetContents.trackingId),
            gt(datasetContents.createdAt, since),
          ),
        );
      return row?.id ?? undefined;
    },

    /**
     * Takes the connector's delivery for a run (`token`) for `ms`: answers `taken`, `busy` while
     * another run holds it (until its time is up: a run whose process died holds it no longer), or
     * `none` before the connector's first chunk.
     */
    async lease(connectorId: number, token: string, ms: number): Promise<'taken' | 'busy' | 'none'> {
      const taken = await db
        .update(connectorDeliveries)
        .set({ runToken: token, runningUntil: sql`now() + ${ms} * interval '1 millisecond'` })
        .where(
          and(
            eq(connectorDeliveries.connectorId, connectorId),
            or(isNull(connectorDeliveries.runningUntil), lt(connectorDeliveries.runningUntil, sql`now()`)),
          ),
        )
        .returning({ connectorId: connectorDeliveries.connectorId });
      if (taken.length > 0) return 'taken';
      const [held] = await db
        .select({ connectorId: connectorDeliveries.connectorId })
        .from(connectorDeliveries)
        .where(eq(connectorDeliveries.connectorId, connectorId));
      return held ? 'busy' : 'none';
    },

    /** Gives the delivery back once the run `token` is done. */
    async release(connectorId: number, token: string): Promise<void> {
      await db
        .update(connectorDeliveries)
        .set({ runToken: null, runningUntil: null })
        .where(and(eq(connectorDeliveries.connectorId, connectorId), eq(connectorDeliveries.runToken, token)));
    },

    /** The webhook `connectorId` with its address, secret and cursor; undefined if it is gone or not a webhook. */
    async target(connectorId: number): Promise<DeliveryTarget | undefined> {
      const [row] = await db
        .select({
          connectorId: connectorConfigs.id,
          orgId: connectorConfigs.orgId,
          isActive: sql<boolean>`${connectorConfigs.status} = ${connectorStatuses.active} and ${organizations.enabled} = 1`,
          ...cursorColumns,
          feedId: connectorConfigs.feedId,
          cursorFeedId: connectorDeliveries.feedId,
        })
        .from(connectorConfigs)
        .innerJoin(organizations, eq(organizations.id, connectorConfigs.orgId))
        .leftJoin(connectorDeliveries, eq(connectorDeliveries.connectorId, connectorConfigs.id))
        .where(and(eq(connectorConfigs.id, connectorId), eq(connectorConfigs.typeId, connectorTypes.webhook)));
      if (!row) return undefined;
      const params = await db
        .select({ paramId: connectorParams.paramId, value: connectorParams.value })
        .from(connectorParams)
        .where(
          and(
            eq(connectorParams.connectorId, connectorId),
            inArray(connectorParams.paramId, [paramIds.url, paramIds.secret]),
          ),
        );
      const param = (id: number) => params.find((entry) => entry.paramId === id)?.value ?? '';
      const {
        lastContentId,
        attempts,
        retryAt,
        cursorFeedId,
        lastError: _error,
        lastDeliveredAt: _at,
        ...connector
      } = row;
      return {
        ...connector,
        isActive: Boolean(connector.isActive),
        url: param(paramIds.url),
        secret: param(paramIds.secret),
        // A cursor in another feed is one the connector left: it starts again at its feed's next chunk.
        cursor:
          lastContentId === null || cursorFeedId !== connector.feedId
            ? undefined
            : { lastContentId, attempts: attempts ?? 0, retryAt: retryAt ? new Date(retryAt) : null },
      };
    },

    /** Records chunk `to` as delivered after `from`; false when another run already moved on. */
    delivered: (connectorId: number, from: number, to: number, at: Date) =>
      advance(connectorId, from, to, { lastError: null, lastDeliveredAt: at }),

    /** Records a failed try of the chunk after `from`, and when to try it again. */
    async failed(connectorId: number, from: number, attempts: number, retryAt: Date, error: string): Promise<boolean> {
      const updated = await db
        .update(connectorDeliveries)
        .set({ attempts, retryAt, lastError: error })
        .where(and(eq(connectorDeliveries.connectorId, connectorId), eq(connectorDeliveries.lastContentId, from)))
        .returning({ connectorId: connectorDeliveries.connectorId });
      return updated.length > 0;
    },

    /** Gives up on chunk `to` after its tries: it is recorded as a dead letter and the cursor moves past it. */
    async deadLettered(
      connectorId: number,
      from: number,
      letter: { contentId: number; records: number; attempts: number; lastError: string },
    ): Promise<boolean> {
      if (!(await advance(connectorId, from, letter.contentId, { lastError: letter.lastError }))) return false;
      await db.insert(connectorDeadLetters).values({ connectorId, ...letter });
      return true;
    },

    /** Where a connector's delivery stands; undefined before its first chunk. */
    async state(connectorId: number): Promise<DeliveryState | undefined> {
      const [row] = await db
        .select(cursorColumns)
        .from(connectorDeliveries)
        .where(eq(connectorDeliveries.connectorId, connectorId));
      if (!row) return undefined;
      const [dead] = await db
        .select({ count: count() })
        .from(connectorDeadLetters)
        .where(eq(connectorDeadLetters.connectorId, connectorId));
      return { ...row, deadLettered: dead?.count ?? 0 };
    },

    /** The chunks given up on, oldest first. */
    deadLetters(connectorId: number) {
      return db
        .select({
          contentId: connectorDeadLetters.contentId,
          records: connectorDeadLetters.records,
          attempts: connectorDeadLetters.attempts,
          lastError: connectorDeadLetters.lastError,
        })
        .from(connectorDeadLetters)
        .where(eq(connectorDeadLetters.connectorId, connectorId))
        .orderBy(asc(connectorDeadLetters.contentId));
    },
  };
}

export type OutboundDeliveryRepository = ReturnType<typeof createOutboundDeliveryRepository>;
