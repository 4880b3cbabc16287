import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

export type PutOptions = {
  /** Refuse (with BlobTooLargeError) a source longer than this many bytes. */
  maxBytes?: number;
  /** Stored with the object where the store keeps metadata (S3); the disk store ignores it. */
  contentType?: string;
};

export type PutResult = { size: number; sha256: string };

/** Inclusive byte positions, as in an HTTP `Range: bytes=start-end` header; `end` past the last byte is clamped. */
export type ByteRange = { start: number; end?: number };

export type BlobStat = { size: number };

/**
 * Where dataset files live. Keys are chosen by callers (`content/<uuid>`), checked by `assertValidBlobKey`.
 * Every operation streams: memory use does not grow with the size of a blob.
 */
export type BlobStore = {
  /**
   * Streams `source` into the blob `key`, replacing any blob already there only once the whole source has
   * been stored. On any failure (the source errors, it exceeds `maxBytes`, the store fails) nothing new is
   * left behind and the promise rejects with the source's error or a BlobTooLargeError. The store never
   * destroys `source`: on rejection the caller decides what to do with the rest of it (an HTTP handler
   * answers 413 and lets the connection close).
   */
  put: (key: string, source: Readable, options?: PutOptions) => Promise<PutResult>;
  /** The blob's bytes, or those of `range`; rejects with BlobNotFoundError or BlobRangeError. */
  get: (key: string, range?: ByteRange) => Promise<Readable>;
  /** The blob's size, or `undefined` when there is none. */
  stat: (key: string) => Promise<BlobStat | undefined>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete: (key: string) => Promise<void>;
  deleteMany: (keys: readonly string[]) => Promise<void>;
  /** Removes every blob whose key starts with `prefix`, which must be a key followed by `/` (`content/abc/`). */
  deletePrefix: (prefix: string) => Promise<void>;
  /**
   * Removes what uploads cut off by a stopped process left behind (temporary files, incomplete multipart
   * uploads) once they are old enough that no live upload can own them, as of `now`; answers how many.
   * Uploads in progress, in this process or another one sharing the store, are never touched.
   */
  sweepAbandonedUploads: (now?: Date) => Promise<number>;
  /** Releases connections held by the store (S3); the store must not be used afterwards. */
  close: () => void;
};

/** A source longer than `maxBytes`; the HTTP layer answers 413. */
export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than the ${maxBytes} bytes allowed`);
    this.name = 'BlobTooLargeError';
  }
}

/** No blob under the key; the HTTP layer answers 404. */
export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No blob ${JSON.stringify(key)}`);
    this.name = 'BlobNotFoundError';
  }
}

/** A range that does not overlap the blob; the HTTP layer answers 416. */
export class BlobRangeError extends Error {
  constructor(
    readonly range: ByteRange,
    readonly size?: number,
  ) {
    super(
      `Range ${range.start}-${range.end ?? ''} is not satisfiable${size === undefined ? '' : ` for ${size} bytes`}`,
    );
    this.name = 'BlobRangeError';
  }
}

/** A key that is not safe to store under: it is a bug in the caller, not bad user input. */
export class InvalidBlobKeyError extends Error {
  constructor(key: string, reason: string) {
    // JSON.stringify so control characters in a hostile key cannot forge log lines.
    super(`Invalid blob key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidBlobKeyError';
  }
}

// A whitelist rather than a list of dangers: keys are generated, so nothing legitimate needs more. A segment
// may not start with a dot, which rules out `.` and `..` and keeps names such as the disk store's `.tmp` free.
const keySegment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const maxKeyLength = 1024; // S3's limit
const maxSegmentLength = 255; // most filesystems' limit for one name

/** Throws InvalidBlobKeyError unless `key` is `/`-separated segments of letters, digits, `.`, `_` and `-`. */
export function assertValidBlobKey(key: string): void {
  if (typeof key !== 'string' || key === '') throw new InvalidBlobKeyError(String(key), 'empty');
  if (key.length > maxKeyLength) throw new InvalidBlobKeyError(key, `longer than ${maxKeyLength} characters`);
  for (const segment of key.split('/')) {
    if (segment.length > maxSegmentLength) {
      throw new InvalidBlobKeyError(key, `a segment is longer than ${maxSegmentLength} characters`);
    }
    if (!keySegment.test(segment)) {
      throw new InvalidBlobKeyError(
        key,
        'segments must be non-empty, start with a letter, digit, _ or -, and hold only letters, digits, ., _ and -',
      );
    }
  }
}

/** Throws InvalidBlobKeyError unless `prefix` is a valid key followed by `/`. */
export function assertValidBlobPrefix(prefix: string): void {
  // Refusing '' matters most: it would empty the whole store.
  if (typeof prefix !== 'string' || !prefix.endsWith('/')) {
    throw new InvalidBlobKeyError(String(prefix), 'a prefix must end with /');
  }
  assertValidBlobKey(prefix.slice(0, -1));
}

/** Throws BlobRangeError for a range no blob could satisfy (negative, fractional, end before start). */
export function assertWellFormedRange(range: ByteRange): void {
  const { start, end } = range;
  const isPosition = (value: number) => Number.isSafeInteger(value) && value >= 0;
  if (!isPosition(start) || (end !== undefined && (!isPosition(end) || end < start))) {
    throw new BlobRangeError(range);
  }
}

export type MeteredSource = {
  /** The source's bytes, failing with BlobTooLargeError as soon as they pass the limit. */
  stream: Readable;
  /** Size and SHA-256 of everything that went through; only once `stream` has ended. */
  result: () => PutResult;
  /** The error `stream` failed with, if it did: the root cause when a store reports a later one. */
  failure: () => unknown;
};

/** Passes `source` through unchanged, counting and hashing it on the way, so a store needs no second read. */
export function meterSource(source: Readable, maxBytes = Number.POSITIVE_INFINITY): MeteredSource {
  const hash = createHash('sha256');
  let size = 0;
  let sha256: string | undefined;
  let failure: unknown;

  async function* pass() {
    try {
      // destroyOnReturn: false, so that stopping early (too large, the store failed) leaves the caller's
      // stream alone: destroying an HTTP request would reset the connection before a 413 could be sent.
      for await (const chunk of source.iterator({ destroyOnReturn: false }) as AsyncIterable<unknown>) {
        const bytes = toBytes(chunk);
        size += bytes.byteLength;
        if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
        hash.update(bytes);
        yield bytes;
      }
      sha256 = hash.digest('hex');
    } catch (error) {
      failure = error;
      throw error;
    }
  }

  return {
    stream: Readable.from(pass(), { objectMode: false }),
    result: () => {
      if (sha256 === undefined) throw new Error('The source has not been read to its end');
      return { size, sha256 };
    },
    failure: () => failure,
  };
}

function toBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk);
  throw new TypeError('A blob source must yield bytes or strings');
}
