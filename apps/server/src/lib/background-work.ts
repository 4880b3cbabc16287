import type { FastifyBaseLogger } from 'fastify';

export type BackgroundWork = {
  /** Starts `work` once the current answer has gone out; a failure is logged as "`what` failed". */
  run: (what: string, work: () => Promise<unknown>) => void;
  /** Resolves once nothing is running, including work started meanwhile. */
  settled: () => Promise<void>;
};

/**
 * Work a request starts but does not wait for (mail, sweeps), so its answer neither waits for it nor
 * depends on how long it takes. Closing the app waits for `settled`, so none of it is cut off.
 */
export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(what, work) {
      const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${what} failed`),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
