import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import {
  BlobNotFoundError,
  BlobRangeError,
  BlobTooLargeError,
  InvalidBlobKeyError,
  type BlobStore,
} from './blob-store';
import { createBlobStore } from './create-blob-store';
import { abandonedTempMs, diskTempDirName } from './disk-blob-store';
import { abandonedMultipartMs, createS3Client, type S3BlobStoreConfig } from './s3-blob-store';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

const MiB = 1024 * 1024;

/** A store to test, fresh for each test, and a way to see everything it has left behind. */
type Subject = {
  store: BlobStore;
  /** Stored blobs, and for S3 pending multipart uploads (`upload:<key>`); on disk every file, temporary or not. */
  leftovers: () => Promise<string[]>;
  /** Files near the store's root but outside it (disk only), where an escaping key would have written. */
  outside?: () => Promise<string[]>;
  /** Leaves an unfinished upload the way a crashed put would, to prove that `leftovers` sees one. */
  strandUpload: (key: string) => Promise<void>;
};

type Kind = {
  name: string;
  /** How old an unfinished upload must be before the store sweeps it. */
  abandonedAfterMs: number;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  open: () => Promise<Subject>;
};

let fresh = 0;

const disk = ((): Kind => {
  let base = '';
  return {
    name: 'disk',
    abandonedAfterMs: abandonedTempMs,
    start: async () => {
      base = await mkdtemp(path.join(os.tmpdir(), 'feedmarket-blobs-'));
    },
    stop: () => rm(base, { recursive: true, force: true }),
    open: async () => {
      const dataDir = path.join(base, `test-${++fresh}`);
      const config = loadConfig({ DATA_DIR: dataDir });
      const root = path.join(dataDir, 'blobs');
      expect(config.blobStore).toEqual({ kind: 'disk', root });
      const inside = `${path.relative(base, root)}/`;
      return {
        store: createBlobStore(config.blobStore),
        leftovers: () => listFiles(root),
        outside: async () => (await listFiles(base)).filter((file) => !file.startsWith(inside)),
        strandUpload: async (key) => {
          await mkdir(path.join(root, diskTempDirName), { recursive: true });
          await writeFile(path.join(root, diskTempDirName, key.replaceAll('/', '-')), 'half');
        },
      };
    },
  };
})();

const s3 = ((): Kind => {
  let server: S3TestServer;
  const opened: { close: () => void }[] = [];
  return {
    name: 's3 (s3rver)',
    abandonedAfterMs: abandonedMultipartMs,
    start: async () => {
      server = await startS3TestServer();
    },
    stop: async () => {
      opened.forEach((store) => store.close());
      await server.stop();
    },
    open: async () => {
      const bucket = `test-${++fresh}`;
      const config = loadConfig({
        S3_ENDPOINT: server.endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: server.accessKeyId,
        S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      });
      const settings = config.blobStore as S3BlobStoreConfig;
      expect(settings).toMatchObject({ kind: 's3', bucket, region: 'us-east-1', forcePathStyle: true });
      const client = createS3Client(settings);
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      const store = createBlobStore(settings);
      opened.push(store, { close: () => client.destroy() });
      return {
        store,
        leftovers: async () => {
          const objects = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
          const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
          return [
            ...(objects.Contents ?? []).map((object) => object.Key ?? '?'),
            ...(uploads.Uploads ?? []).map((upload) => `upload:${upload.Key}`),
          ].sort();
        },
        strandUpload: async (key) => {
          await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
        },
      };
    },
  };
})();

describe.each([disk, s3])('$name blob store', (kind) => {
  beforeAll(() => kind.start());
  afterAll(() => kind.stop());

  it('sees an unfinished upload among the leftovers (so the checks below cannot pass vacuously)', async () => {
    const { leftovers, strandUpload } = await kind.open();
    expect(await leftovers()).toEqual([]);
    await strandUpload('content/stranded');
    expect(await leftovers()).not.toEqual([]);
  });

  it('sweeps what an upload cut off by a stopped process left once it is old enough, and nothing else', async () => {
    const { store, leftovers, strandUpload } = await kind.open();
    await store.put('content/kept', Readable.from(['x']));
    await strandUpload('content/stranded');
    const stranded = await leftovers();
    expect(await store.sweepAbandonedUploads()).toBe(0);
    expect(await leftovers()).toEqual(stranded);

    const later = new Date(Date.now() + kind.abandonedAfterMs + 60_000);
    expect(await store.sweepAbandonedUploads(later)).toBe(1);
    expect(await leftovers()).toEqual(['content/kept']);
    expect(await store.sweepAbandonedUploads(later)).toBe(0);
  });

  it('round-trips a multi-megabyte streamed file with its size and SHA-256', async () => {
    const { store } = await kind.open();
    const size = 12 * MiB + 123; // three parts of an S3 multipart upload
    const expected = { size, sha256: patternSha256(size) };

    await expect(store.put('content/big', patternSource(size), { maxBytes: 20 * MiB })).resolves.toEqual(expected);

    expect(await store.stat('content/big')).toEqual({ size });
    expect(await store.exists('content/big')).toBe(true);
    expect(await digest(await store.get('content/big'))).toEqual(expected);
  });

  it('stores an empty file', async () => {
    const { store } = await kind.open();
    const empty = { size: 0, sha256: createHash('sha256').digest('hex') };
    await expect(store.put('content/empty', Readable.from([]))).resolves.toEqual(empty);
    expect(await digest(await store.get('content/empty'))).toEqual(empty);
  });

  it('reads inclusive byte ranges like HTTP Range', async () => {
    const { store } = await kind.open();
    const size = 300_000;
    await store.put('content/ranged', patternSource(size));
    // Hex, because comparing large Buffers element by element is slow.
    const read = async (start: number, end?: number) =>
      (await readBytes(await store.get('content/ranged', { start, end }))).toString('hex');
    const expected = (start: number, end: number) => patternBytes(start, end).toString('hex');

    expect(await read(1000)).toBe(expected(1000, size)); // start only: to the end
    expect(await read(100, 199)).toBe(expected(100, 200)); // start and end, both included
    expect(await read(size - 1)).toBe(expected(size - 1, size)); // the last byte
    expect(await read(size - 1, size - 1)).toBe(expected(size - 1, size));
    expect(await read(size - 10, size + 100)).toBe(expected(size - 10, size)); // end clamped
    await expect(store.get('content/ranged', { start: size })).rejects.toBeInstanceOf(BlobRangeError);
    await expect(store.get('content/ranged', { start: 10, end: 9 })).rejects.toBeInstanceOf(BlobRangeError);
    await expect(store.get('content/ranged', { start: -1 })).rejects.toBeInstanceOf(BlobRangeError);
  });

  it('refuses a multi-megabyte source over maxBytes and leaves nothing behind', async () => {
    const { store, leftovers } = await kind.open();
    const source = patternSource(12 * MiB);

    const error = await store.put('content/too-big', source, { maxBytes: 7 * MiB }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(BlobTooLargeError);
    expect((error as BlobTooLargeError).maxBytes).toBe(7 * MiB);
    expect(await leftovers()).toEqual([]);
    // The caller's stream is left to the caller, so an HTTP handler can still answer 413.
    expect(source.destroyed).toBe(false);
    source.destroy();
  });

  it('refuses a small source one byte over maxBytes and accepts one of exactly maxBytes', async () => {
    const { store, leftovers } = await kind.open();
    await expect(store.put('content/small', patternSource(11), { maxBytes: 10 })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect(await leftovers()).toEqual([]);

    await expect(store.put('content/small', patternSource(10), { maxBytes: 10 })).resolves.toMatchObject({ size: 10 });
    expect(await leftovers()).toEqual(['content/small']);
  });

  it('rejects with the source error and leaves nothing when the source fails half way', async () => {
    const { store, leftovers } = await kind.open();
    // Past the first 5 MiB part, so that on S3 a multipart upload with stored parts has to be aborted.
    const source = patternSource(12 * MiB, { failAfter: 6 * MiB });

    await expect(store.put('content/broken', source)).rejects.toThrow('the source broke');

    expect(await leftovers()).toEqual([]);
    expect(await store.exists('content/broken')).toBe(false);
  });

  it('keeps the previous blob when its replacement fails, and replaces it when the replacement succeeds', async () => {
    const { store, leftovers } = await kind.open();
    await store.put('content/doc', Readable.from([Buffer.from('first version')]));

    await expect(store.put('content/doc', patternSource(7 * MiB, { failAfter: 6 * MiB }))).rejects.toThrow();
    await expect(store.put('content/doc', patternSource(100), { maxBytes: 50 })).rejects.toThrow(BlobTooLargeError);
    expect((await readBytes(await store.get('content/doc'))).toString()).toBe('first version');
    expect(await leftovers()).toEqual(['content/doc']);

    await store.put('content/doc', Readable.from([Buffer.from('second version')]));
    expect((await readBytes(await store.get('content/doc'))).toString()).toBe('second version');
  });

  it('answers for a missing blob without failing where absence is an answer', async () => {
    const { store } = await kind.open();
    await expect(store.get('content/none')).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.get('content/none', { start: 0 })).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.stat('content/none')).toBeUndefined();
    expect(await store.exists('content/none')).toBe(false);
    await expect(store.delete('content/none')).resolves.toBeUndefined();
  });

  it('deletes one blob, several, or every blob under a prefix', async () => {
    const { store, leftovers } = await kind.open();
    const keys = ['a/1', 'a/2', 'a/b/3', 'ab/4', 'c/5', 'c/6', 'c/7'];
    for (const key of keys) await store.put(key, Readable.from([Buffer.from(key)]));

    await store.delete('c/5');
    expect(await store.exists('c/5')).toBe(false);
    await store.deleteMany(['c/6', 'c/7', 'c/missing']);
    // 'a/' is a folder, not a string prefix: 'ab/4' stays.
    await store.deletePrefix('a/');

    expect(await leftovers()).toEqual(['ab/4']);
  });

  it('refuses keys that could escape the store, before touching anything', async () => {
    const { store, leftovers, outside } = await kind.open();
    const before = await outside?.();
    const hostile = [
      '../escape',
      'content/../../escape',
      '/etc/escape',
      'content\\..\\escape',
      'content/\u0000x',
      'a\nb',
    ];
    for (const key of hostile) {
      await expect(store.put(key, patternSource(10)), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.stat(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.exists(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.deleteMany(['content/fine', key]), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
    }
    for (const prefix of ['', '/', '../', 'content', '../content/']) {
      await expect(store.deletePrefix(prefix), prefix).rejects.toBeInstanceOf(InvalidBlobKeyError);
    }
    expect(await leftovers()).toEqual([]);
    expect(await outside?.()).toEqual(before);
  });
});

/** Deterministic bytes that do not repeat with any short period, so a misplaced range shows. */
const patternByte = (index: number) => (index * 7 + Math.floor(index / 251) * 13) & 0xff;

function patternBytes(start: number, end: number): Buffer {
  const bytes = Buffer.alloc(end - start);
  for (let index = start; index < end; index++) bytes[index - start] = patternByte(index);
  return bytes;
}

/** Streams `size` pattern bytes in 64 KiB chunks, generated as they are read; optionally fails part way. */
function patternSource(size: number, options: { failAfter?: number } = {}): Readable {
  async function* generate() {
    for (let offset = 0; offset < size; offset += 64 * 1024) {
      if (options.failAfter !== undefined && offset >= options.failAfter) throw new Error('the source broke');
      yield patternBytes(offset, Math.min(size, offset + 64 * 1024));
    }
  }
  return Readable.from(generate(), { objectMode: false });
}

function patternSha256(size: number): string {
  const hash = createHash('sha256');
  for (let offset = 0; offset < size; offset += MiB) hash.update(patternBytes(offset, Math.min(size, offset + MiB)));
  return hash.digest('hex');
}

async function digest(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/** Reads a small stream whole; only for ranges and short blobs. */
async function readBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Every file under `dir`, as paths relative to it, sorted; none when it does not exist. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
