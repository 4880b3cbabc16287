import { EventEmitter } from 'node:events';
import type { LiveRecord } from './record-parsing';

/** A chunk of a live stream as it is stored: JSON lines, and the time its records arrived. */
export type LiveChunk = {
  feedId: number;
  trackingId: string;
  body: string;
  dataStart: Date;
  dataEnd: Date;
  /** The chunk file's name, when its writer must find it again (a repeated pull job); otherwise one is made up. */
  fileName?: string;
};

/** Records of one live stream that were just stored, as one chunk file: what live streams and outbound delivery follow. */
export type FlushedRecords = {
  feedId: number;
  trackingId: string;
  contentId: number;
  records: Record<string, unknown>[];
  dataStart: Date;
  dataEnd: Date;
};

export type LiveRecordsOptions = {
  /** Stores a chunk (one file and one dataset_contents row), answering its content id. */
  storeChunk: (chunk: LiveChunk) => Promise<number>;
  /** The least time between two chunks of one stream, while records keep coming. */
  flushIntervalMs: number;
  /** A chunk is stored as soon as it holds this many records, however recent the last one. */
  maxChunkRecords: number;
};

type Pending = {
  records: LiveRecord[];
  start: Date;
  end: Date;
  stored: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
};

type Stream = {
  feedId: number;
  trackingId: string;
  pending: Pending | undefined;
  timer: NodeJS.Timeout | undefined;
  /** The chunk being written, if any: chunks of a stream are written one after another, in order. */
  writing: Promise<void>;
  lastFlushAt: number;
  idleTimer: NodeJS.Timeout | undefined;
};

function openPending(): Pending {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const stored = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  // A caller that stops waiting (its connection dropped) must not leave an unhandled rejection.
  stored.catch(() => {});
  const now = new Date();
  return { records: [], start: now, end: now, stored, resolve, reject };
}

/**
 * Live records on their way into chunk files. Records pushed into a stream (a feed's tracking id)
 * gather in memory and are stored together as one new chunk: at once when the stream was quiet,
 * otherwise at most every `flushIntervalMs` or every `maxChunkRecords` records. So 10 devices
 * pushing at once make a few chunks a second per stream, each one file and one row, and no file is
 * ever rewritten. `append` resolves once its records are stored, and readable through the
 * continuous calls; a failed store rejects every call whose records it held.
 *
 * Each stored chunk is announced as a `FlushedRecords` to `subscribe`rs, in order per stream.
 */
export function createLiveRecords({ storeChunk, flushIntervalMs, maxChunkRecords }: LiveRecordsOptions) {
  const events = new EventEmitter();
  // Every open live view and outbound delivery listens: there is no sensible bound.
  events.setMaxListeners(0);
  const streams = new Map<string, Stream>();

  async function write(stream: Stream, pending: Pending, fileName?: string) {
    const chunk: LiveChunk = {
      feedId: stream.feedId,
      trackingId: stream.trackingId,
      body: `${pending.records.map((record) => record.line).join('\n')}\n`,
      dataStart: pending.start,
      dataEnd: pending.end,
      fileName,
    };
    try {
      const contentId = await storeChunk(chunk);
      pending.resolve();
      const flushed: FlushedRecords = {
        feedId: stream.feedId,
        trackingId: stream.trackingId,
        contentId,
        records: pending.records.map((record) => record.value),
        dataStart: pending.start,
        dataEnd: pending.end,
      };
      events.emit('records', flushed);
    } catch (error) {
      pending.reject(error);
    }
  }

  /** Forgets a stream once it has been quiet a while, so tracking ids used once do not pile up. */
  function forgetWhenIdle(key: string, stream: Stream) {
    clearTimeout(stream.idleTimer);
    stream.idleTimer = setTimeout(() => {
      if (!stream.pending && streams.get(key) === stream) streams.delete(key);
    }, flushIntervalMs * 4).unref();
  }

  function flush(key: string, stream: Stream) {
    clearTimeout(stream.timer);
    stream.timer = undefined;
    const pending = stream.pending;
    if (!pending) return;
    stream.pending = undefined;
    stream.writing = stream.writing.then(async () => {
      stream.lastFlushAt = Date.now();
      await write(stream, pending);
      if (!stream.pending) forgetWhenIdle(key, stream);
    });
  }

  function streamOf(key: string, feedId: number, trackingId: string): Stream {
    let stream = streams.get(key);
    if (!stream) {
      stream = {
        feedId,
        trackingId,
        pending: undefined,
        timer: undefined,
        writing: Promise.resolve(),
        lastFlushAt: 0,
        idleTimer: undefined,
      };
      streams.set(key, stream);
    }
    clearTimeout(stream.idleTimer);
    return stream;
  }

  return {
    /** Adds records to a stream; resolves once the chunk holding them is stored. */
    append(feedId: number, trackingId: string, records: readonly LiveRecord[]): Promise<void> {
      const key = `${feedId}:${trackingId}`;
      const stream = streamOf(key, feedId, trackingId);
      const pending = (stream.pending ??= openPending());
      pending.records.push(...records);
      pending.end = new Date();
      const current = stream;
      if (pending.records.length >= maxChunkRecords) {
        flush(key, current);
      } else if (!current.timer) {
        const wait = Math.max(0, current.lastFlushAt + flushIntervalMs - Date.now());
        current.timer = setTimeout(() => flush(key, current), wait);
      }
      return pending.stored;
    },

    /**
     * Stores records as a chunk of their own named `fileName`, after the records the stream holds:
     * records fetched by a job, which looks for its chunk by name should it run again.
     */
    store(feedId: number, trackingId: string, records: readonly LiveRecord[], fileName: string): Promise<void> {
      const key = `${feedId}:${trackingId}`;
      const stream = streamOf(key, feedId, trackingId);
      flush(key, stream);
      const pending = openPending();
      pending.records.push(...records);
      stream.writing = stream.writing.then(async () => {
        await write(stream, pending, fileName);
        if (!stream.pending) forgetWhenIdle(key, stream);
      });
      return pending.stored;
    },

    /** Calls `listener` with every chunk stored from now on; answers the function that stops it. */
    subscribe(listener: (flushed: FlushedRecords) => void): () => void {
      events.on('records', listener);
      return () => events.off('records', listener);
    },

    /** Stores what is waiting at once and waits for every chunk being written: before the app closes. */
    async close(): Promise<void> {
      for (const [key, stream] of streams) flush(key, stream);
      await Promise.all([...streams.values()].map((stream) => stream.writing));
      for (const stream of streams.values()) clearTimeout(stream.idleTimer);
      streams.clear();
    },
  };
}

export type LiveRecords = ReturnType<typeof createLiveRecords>;
