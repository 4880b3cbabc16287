import { createHmac, randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import { requireExternalAddress } from '../../lib/outbound-address';
import type { FeedAccess } from '../access/feed-access';
import type { DatasetsService } from '../datasets/datasets.service';
import { createConnectorsRepository, type UsageDelta } from './connectors.repository';
import { usageDay } from './connectors.service';
import type { FlushedRecords } from './live-records';
import { recordsOf } from './live-stream.service';
import {
  createOutboundDeliveryRepository,
  type DeliveryCursor,
  type DeliveryTarget,
} from './outbound-delivery.repository';

/** The queue of delivery runs: a job delivers what its connector's cursor has not reached. */
export const deliveryQueue = 'connector-delivery';

/** Chunks read at once while catching up. */
const chunksPerRead = 10;
const failedCall: UsageDelta = { calls: 1, records: 0, failed: 1 };
/**
 * A chunk of the feed still being stored holds back the chunks after it, unless it started this long
 * ago: then its process died, and the sweep of unfinished uploads will remove it.
 */
const storingWaitMs = 5 * 60 * 1000;
/** How soon a run held back by a chunk being stored looks again. */
const storingRecheckMs = 2_000;
/** How long a run waits for another run of its connector to end, looking every `leasePollMs`. */
const leaseWaitMs = 5_000;
const leasePollMs = 50;
/** How soon a run that waited in vain for another one looks again. */
const busyRecheckMs = 1_000;
/** Runs of different connectors at once, per instance. */
const deliveryWorkers = 4;
/** The longest wait between two tries of a chunk. */
const maxRetryMs = 30 * 60 * 1000;

export type OutboundSettings = {
  /** Tries of a chunk before it is dead-lettered and later chunks flow. */
  attempts: number;
  /** The wait after the first failed try, doubled after each further one. */
  retryMs: number;
  /** How long a consumer's endpoint may take to answer. */
  timeoutMs: number;
};

export type OutboundDeliveryDeps = {
  db: Db;
  access: FeedAccess;
  datasets: DatasetsService;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  settings: OutboundSettings;
  /** How long a job may run before the queue counts it as lost: a run stops well before. */
  jobExpireSeconds: number;
  /** Whether endpoints may be addresses of the server's own network (see `requireExternalAddress`). */
  allowInternalAddresses: boolean;
};

type DeliveryJob = { connectorId: number };

/** The body posted for one chunk. */
type DeliveryBody = {
  metadataId: number;
  trackingId: string;
  contentId: number;
  dataStart: string;
  dataEnd: string;
  records: unknown[];
};

/** The HMAC-SHA256 of the exact body with the connector's secret, as the signature header carries it. */
const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Why a post failed, in a few words for the Technical tab. */
function failureOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Outbound delivery: each chunk a feed's live stream stores is posted, signed, to every active
 * webhook connector on that feed whose organisation may still read the feed's content. Deliveries
 * of a connector run as jobs of the queue (at most one waiting per connector), one at a time on any
 * instance (the connector's lease), in content id order from the connector's cursor, which moves
 * only when the endpoint answered 2xx: a job that runs twice, or a job lost with its process and run
 * again, posts at most a chunk again, with the same delivery id. A failed chunk is tried again after a wait that doubles, and after `attempts` tries it
 * is dead-lettered and the cursor moves past it, so later records flow.
 */
export function createOutboundDelivery({
  db,
  access,
  datasets,
  jobs,
  log,
  settings,
  jobExpireSeconds,
  allowInternalAddresses,
}: OutboundDeliveryDeps) {
  const repository = createOutboundDeliveryRepository(db);
  // A run stops taking chunks well before the queue would count it as lost and run it again, and
  // its lease lasts until its last post has had its time.
  const runBudgetMs = Math.min(60_000, (jobExpireSeconds * 1000) / 3);
  const leaseMs = runBudgetMs + settings.timeoutMs + 30_000;

  /**
   * Asks for a delivery run of the connector: now, or later for a retry or a look again `soon`. A job
   * of the same kind already waiting makes this a no-op; kinds wait apart, so that a retry due in
   * minutes never holds back a run asked for now.
   */
  async function wake(connectorId: number, later?: { at: Date; kind: 'retry' | 'soon' }): Promise<void> {
    await jobs.send(deliveryQueue, { connectorId } satisfies DeliveryJob, {
      singletonKey: later ? `${connectorId}:${later.kind}` : String(connectorId),
      ...(later && { startAfter: later.at }),
    });
  }

  /** Looks again shortly, when something else holds the delivery up. */
  const wakeSoon = (connectorId: number, ms: number) =>
    wake(connectorId, { at: new Date(Date.now() + ms), kind: 'soon' });

  /**
   * Takes the connector's lease for this run, waiting a little while another run holds it: runs are
   * mostly a post or two, and the holder may have read the chunks before the one that woke this run.
   */
  async function takeLease(connectorId: number, token: string) {
    const giveUpAt = Date.now() + leaseWaitMs;
    for (;;) {
      const lease = await repository.lease(connectorId, token, leaseMs);
      if (lease !== 'busy' || Date.now() > giveUpAt) return lease;
      await setTimeout(leasePollMs);
    }
  }

  /** Posts one chunk; answers undefined on a 2xx, else why it failed. */
  async function post(target: DeliveryTarget, body: string, contentId: number): Promise<string | undefined> {
    try {
      // A member names the address: it may not reach what sits behind the server's firewall.
      await requireExternalAddress(target.url, allowInternalAddresses);
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Feedmarket-Webhook/1',
          'x-feedmarket-signature': signatureOf(target.secret, body),
          'x-feedmarket-delivery': `${target.connectorId}-${contentId}`,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      // The answer's body is not read: dropping it frees the connection.
      await response.body?.cancel();
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      return failureOf(error);
    }
  }

  /** Counts a try in the connector's usage of the day: a call, with the records it delivered or as failed. */
  const meter = (executor: Executor, connectorId: number, delta: UsageDelta) =>
    createConnectorsRepository(executor).addUsage(
      [{ subject: 'connector', subjectId: connectorId }],
      usageDay(),
      delta,
    );

  /**
   * Delivers one chunk after the cursor; answers the cursor to go on from, or undefined to stop this
   * run (a failure waits for its retry, or another run moved the cursor).
   */
  async function deliverChunk(
    target: DeliveryTarget,
    cursor: DeliveryCursor,
    chunk: Awaited<ReturnType<DatasetsService['chunksAfter']>>[number],
  ): Promise<DeliveryCursor | undefined> {
    const { content, text } = chunk;
    const records = recordsOf(text);
    const body: DeliveryBody = {
      metadataId: target.feedId,
      trackingId: content.trackingId ?? '',
      contentId: content.id,
      dataStart: content.dataStart ?? content.createdAt,
      dataEnd: content.dataEnd ?? content.createdAt,
      records,
    };
    const error = await post(target, JSON.stringify(body), content.id);
    const from = cursor.lastContentId;
    const next: DeliveryCursor = { lastContentId: content.id, attempts: 0, retryAt: null };
    if (error === undefined) {
      const moved = await db.transaction(async (tx) => {
        const txRepository = createOutboundDeliveryRepository(tx);
        if (!(await txRepository.delivered(target.connectorId, from, content.id, new Date()))) return false;
        await meter(tx, target.connectorId, { calls: 1, records: records.length, failed: 0 });
        return true;
      });
      return moved ? next : undefined;
    }
    const attempts = cursor.attempts + 1;
    if (attempts >= settings.attempts) {
      const moved = await db.transaction(async (tx) => {
        const letter = { contentId: content.id, records: records.length, attempts, lastError: error };
        if (!(await createOutboundDeliveryRepository(tx).deadLettered(target.connectorId, from, letter))) return false;
        await meter(tx, target.connectorId, failedCall);
        return true;
      });
      if (!moved) return undefined;
      log.warn({ connectorId: target.connectorId, contentId: content.id, error }, 'outbound chunk dead-lettered');
      return next;
    }
    const retryAt = new Date(Date.now() + Math.min(maxRetryMs, settings.retryMs * 2 ** (attempts - 1)));
    const recorded = await db.transaction(async (tx) => {
      if (!(await createOutboundDeliveryRepository(tx).failed(target.connectorId, from, attempts, retryAt, error)))
        return false;
      await meter(tx, target.connectorId, failedCall);
      return true;
    });
    if (recorded) await wake(target.connectorId, { at: retryAt, kind: 'retry' });
    return undefined;
  }

  /** Delivers from the cursor until nothing is left, a chunk fails, or the run's time is up. */
  async function deliverFrom(target: DeliveryTarget, from: DeliveryCursor): Promise<void> {
    let cursor: DeliveryCursor | undefined = from;
    const deadline = Date.now() + runBudgetMs;
    while (cursor) {
      // Content ids are given as chunks start to be stored, and chunks of two streams (or two
      // instances) may finish out of order: the cursor never passes one still being stored.
      const since = new Date(Date.now() - storingWaitMs);
      const storing = await repository.firstChunkBeingStored(target.feedId, cursor.lastContentId, since);
      const read = await datasets.chunksAfter(target.feedId, cursor.lastContentId, chunksPerRead);
      const chunks = storing === undefined ? read : read.filter((chunk) => chunk.content.id < storing);
      if (chunks.length < read.length) await wakeSoon(target.connectorId, storingRecheckMs);
      if (chunks.length === 0) return;
      for (const chunk of chunks) {
        if (Date.now() > deadline) return wake(target.connectorId);
        cursor = await deliverChunk(target, cursor, chunk);
        if (!cursor) return;
      }
      if (chunks.length < read.length) return;
    }
  }

  /**
   * One run of a connector's delivery. It holds the connector's lease meanwhile, so runs of one
   * connector never overlap, on any instance; a run that cannot take it in time looks again shortly.
   */
  async function run(connectorId: number): Promise<void> {
    const token = randomUUID();
    const lease = await takeLease(connectorId, token);
    if (lease === 'busy') return wakeSoon(connectorId, busyRecheckMs);
    if (lease === 'none') return;
    try {
      const target = await repository.target(connectorId);
      if (!target?.isActive || !target.cursor) return;
      // A revoked access stops delivery; what was stored meanwhile waits at the cursor.
      if (!(await access.organizationMayReadContent(target.orgId, target.feedId))) return;
      const { retryAt } = target.cursor;
      if (retryAt && retryAt.getTime() > Date.now()) return await wake(connectorId, { at: retryAt, kind: 'retry' });
      await deliverFrom(target, target.cursor);
    } finally {
      await repository.release(connectorId, token);
    }
  }

  jobs.define<DeliveryJob>({
    name: deliveryQueue,
    // At most one job of a connector waiting: it delivers everything stored before it runs, so
    // further announcements need no job of their own. Runs themselves take turns through the lease.
    policy: 'short',
    // Several runs at once, so that an endpoint slow to answer holds up no other connector.
    concurrency: deliveryWorkers,
    // These tries cover a run that failed itself (the database, the store); a consumer's failing
    // endpoint is tried again by the run, which records each try.
    retryLimit: 10,
    retryDelay: 5,
    work: (job) => run(job.data.connectorId),
  });

  return {
    /** Wakes the deliveries of a chunk just stored: each active webhook of its feed starts at its first chunk. */
    async announce(flushed: Pick<FlushedRecords, 'feedId' | 'contentId'>): Promise<void> {
      const connectorIds = await repository.activeWebhooksOf(flushed.feedId);
      if (connectorIds.length === 0) return;
      await repository.startAt(connectorIds, flushed.feedId, flushed.contentId);
      for (const connectorId of connectorIds) await wake(connectorId);
    },

    /**
     * Wakes every active webhook that has delivered before: at start, for chunks a stopped process
     * stored but did not announce.
     */
    async wakeAll(): Promise<void> {
      for (const connectorId of await repository.activeWebhooks()) await wake(connectorId);
    },

    /** Wakes a connector just changed: a webhook turned on again delivers what was stored meanwhile. */
    connectorChanged: (connectorId: number) => wake(connectorId),
  };
}

export type OutboundDelivery = ReturnType<typeof createOutboundDelivery>;
