import { ingestLimits } from '@feedmarket/contract/connectors/connectors.constants';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { JobQueue } from '../../lib/jobs';
import { requireExternalAddress } from '../../lib/outbound-address';
import type { ConnectorsService, PullSource } from './connectors.service';
import type { LiveRecords } from './live-records';
import { parseRecords, recordFormatOf } from './record-parsing';

export const pullQueue = 'connector-pull';
type PullJob = { connectorId: number };

/** How long a source may take to answer, and how many times a failed pull is tried again. */
const fetchTimeoutMs = 30_000;
const retryLimit = 3;

export type ConnectorPullsDeps = {
  jobs: JobQueue;
  connectors: ConnectorsService;
  live: LiveRecords;
  log: FastifyBaseLogger;
  retryDelaySeconds: number;
  allowInternalAddresses: boolean;
};

/** The source's answer, read up to the ingestion endpoint's size limit. */
async function readBody(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > ingestLimits.maxBytes) throw new Error(`The source answered more than ${ingestLimits.maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > ingestLimits.maxBytes) throw new Error(`The source answered more than ${ingestLimits.maxBytes} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Inbound pull: the marketplace fetches records from an address of the provider on the connector's
 * interval. Each active pull connector has one job waiting in the database queue; running it first
 * sends the next one (so a failing source is tried again on its interval), then fetches and stores
 * the records as a chunk of the connector's stream named after the job. A failed fetch is tried again
 * with growing waits; a job that ran again after its process died finds its chunk and stores nothing.
 */
export function createConnectorPulls({
  jobs,
  connectors,
  live,
  log,
  retryDelaySeconds,
  allowInternalAddresses,
}: ConnectorPullsDeps) {
  const schedule = (connectorId: number, afterSeconds: number) =>
    jobs.send<PullJob>(pullQueue, { connectorId }, { singletonKey: String(connectorId), startAfter: afterSeconds });

  async function fetchRecords(source: PullSource) {
    await requireExternalAddress(source.url, allowInternalAddresses);
    const response = await fetch(source.url, {
      headers: {
        accept: 'application/x-ndjson, application/json, text/csv',
        ...(source.authorization ? { authorization: source.authorization } : {}),
      },
      signal: AbortSignal.timeout(fetchTimeoutMs),
    });
    if (!response.ok) throw new Error(`The source answered ${response.status}`);
    const body = await readBody(response);
    const format = recordFormatOf(response.headers.get('content-type') ?? undefined) ?? source.format;
    const { records, issues, failed } = parseRecords(body, format);
    if (issues.length) throw new Error(`The source answered ${failed} malformed lines, first: ${issues[0]!.message}`);
    if (records.length > ingestLimits.maxRecords) {
      throw new Error(`The source answered more than ${ingestLimits.maxRecords} records`);
    }
    return records;
  }

  async function pull(job: PgBoss.Job<PullJob>) {
    const source = await connectors.pullSource(job.data.connectorId);
    // Stopped or deleted: its jobs end here, and starting it again schedules a pull.
    if (!source) return;
    await schedule(source.connectorId, source.intervalSeconds);
    const fileName = `pull-${job.id}.jsonl`;
    if (await connectors.hasChunk(source.feedId, fileName)) return;
    try {
      const records = await fetchRecords(source);
      if (records.length) await live.store(source.feedId, source.trackingId, records, fileName);
      await connectors.meter(undefined, source.connectorId, { calls: 1, records: records.length, failed: 0 });
    } catch (error) {
      await connectors.meter(undefined, source.connectorId, { calls: 1, records: 0, failed: 1 });
      log.warn({ err: error, connectorId: source.connectorId }, 'pulling records failed');
      throw error;
    }
  }

  /**
   * Gives a pull connector just made, started or changed a job due now unless one is waiting. Not at
   * start: the jobs are in the database, and one running on another instance has perhaps not sent
   * its next yet.
   */
  async function connectorChanged(connectorId: number) {
    if (await connectors.pullSource(connectorId)) await schedule(connectorId, 0);
  }

  jobs.define<PullJob>({ name: pullQueue, policy: 'short', retryLimit, retryDelay: retryDelaySeconds, work: pull });

  return { connectorChanged };
}

export type ConnectorPulls = ReturnType<typeof createConnectorPulls>;
