import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/** Runs SQL text, with values when it has parameters; what the job queue needs of the database. */
export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type JobQueueSettings = {
  /** How often an idle worker looks for due jobs. */
  pollingSeconds: number;
  /**
   * How long a job may run before it counts as lost (its process died) and is tried again, by
   * any instance. Handlers are therefore idempotent: a job may run again after it did its work.
   */
  expireSeconds: number;
  /** Whether this instance runs jobs; one that does not still sends them (instances that only answer requests). */
  workers: boolean;
};

/** A queue and how its jobs are tried: `retryLimit` more times, waiting `retryDelay` seconds, doubled each time. */
export type QueueDefinition<Data extends object> = {
  name: string;
  policy?: PgBoss.QueuePolicy;
  retryLimit: number;
  retryDelay: number;
  /** Where a job goes once its tries are used up. */
  deadLetter?: string;
  /** Jobs of the queue an instance runs at once (1 unless told). */
  concurrency?: number;
  work: (job: PgBoss.Job<Data>) => Promise<void>;
};

/**
 * Work that outlives requests and processes: pulls of connectors, deliveries to consumers. Jobs
 * live in the database (pg-boss, schema `pgboss`), so any instance may run one, a job sent in a
 * transaction exists only if it commits, and a restart loses none: a job whose process died is
 * tried again once it expires.
 */
export function createJobQueue(runSql: SqlRunner, log: FastifyBaseLogger, settings: JobQueueSettings) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => runSql(text, values) },
    schedule: false,
    expireInSeconds: settings.expireSeconds,
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, settings.expireSeconds)),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue'));
  const queues: QueueDefinition<object>[] = [];
  /** This instance's workers of each queue. */
  const workerIds = new Map<string, string[]>();
  let started: Promise<void> | undefined;

  return {
    /** Adds a queue and its worker; both start with `start`. */
    define<Data extends object>(queue: QueueDefinition<Data>) {
      queues.push(queue as unknown as QueueDefinition<object>);
    },

    /** Starts the queue (creating its tables the first time) and the workers of every defined queue. */
    start(): Promise<void> {
      return (started ??= (async () => {
        await boss.start();
        for (const { name, policy, retryLimit, retryDelay, deadLetter } of queues) {
          if (deadLetter) await boss.createQueue(deadLetter, { name: deadLetter });
          await boss.createQueue(name, {
            name,
            policy,
            retryLimit,
            retryDelay,
            retryBackoff: true,
            ...(deadLetter ? { deadLetter } : {}),
          });
        }
        if (!settings.workers) return;
        for (const queue of queues) {
          const ids: string[] = [];
          for (let worker = 0; worker < (queue.concurrency ?? 1); worker += 1) {
            const options = { pollingIntervalSeconds: settings.pollingSeconds };
            let id = '';
            id = await boss.work<object>(queue.name, options, async ([job]) => {
              try {
                await queue.work(job!);
              } finally {
                // A worker that found a job looks for the next at once, rather than after its
                // polling interval: a backlog drains at full speed, not one job per poll.
                boss.notifyWorker(id);
              }
            });
            ids.push(id);
          }
          workerIds.set(queue.name, ids);
        }
      })());
    },

    /**
     * Sends a job; with a `singletonKey`, a queue's policy may refuse it (null) as one is already
     * waiting. In a transaction, pass its runner as `db`.
     */
    async send<Data extends object>(name: string, data: Data, options: PgBoss.SendOptions = {}) {
      const id = await boss.send(name, data, options);
      // This instance's workers look at once rather than at their next poll; other instances poll.
      if (id && !options.startAfter && !options.db) workerIds.get(name)?.forEach((worker) => boss.notifyWorker(worker));
      return id;
    },

    /** Stops taking jobs and waits for those running to finish. */
    async stop(): Promise<void> {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** Creates the job queue's tables as its first start would, so databases copied from a template start quickly. */
export async function installJobQueue(runSql: SqlRunner): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => runSql(text, values) },
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
