import { createHash } from 'node:crypto';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import {
  assertValidBlobKey,
  assertValidBlobPrefix,
  assertWellFormedRange,
  BlobRangeError,
  BlobTooLargeError,
  InvalidBlobKeyError,
  meterSource,
} from './blob-store';

describe('blob keys', () => {
  it.each([
    'content/0f8fad5b-d9cb-469f-a165-70867728950e',
    'a',
    'content/2024_01/part-1.csv.gz',
    '_x/-y',
    'a'.repeat(255),
  ])('accepts %j', (key) => {
    expect(() => assertValidBlobKey(key)).not.toThrow();
  });

  it.each([
    ['empty', ''],
    ['parent folder', '..'],
    ['leading parent folder', '../etc/passwd'],
    ['inner parent folder', 'content/../../etc/passwd'],
    ['current folder', 'content/./x'],
    ['absolute path', '/etc/passwd'],
    ['Windows drive', 'C:/Windows'],
    ['backslash', 'content\\..\\..\\x'],
    ['NUL', 'content/x\u0000.txt'],
    ['newline', 'content/x\ny'],
    ['DEL', 'content/x\u007f'],
    ['empty segment', 'content//x'],
    ['trailing slash', 'content/'],
    ['hidden name', 'content/.x'],
    ['the disk store temp folder', '.tmp/x'],
    ['space', 'content/a b'],
    ['non-ASCII', 'content/ä'],
    ['percent-encoded dots', 'content/%2e%2e/x'],
    ['segment over 255', `content/${'a'.repeat(256)}`],
    ['key over 1024', `${'a/'.repeat(512)}a`],
  ])('refuses %s', (_, key) => {
    expect(() => assertValidBlobKey(key)).toThrow(InvalidBlobKeyError);
  });

  it('does not put control characters of a refused key into the message', () => {
    expect(() => assertValidBlobKey('a\nforged log line')).toThrow('"a\\nforged log line"');
  });

  it('accepts as prefix only a valid key followed by a slash', () => {
    expect(() => assertValidBlobPrefix('content/abc/')).not.toThrow();
    for (const prefix of ['', '/', 'content', '../', 'content//', '/content/']) {
      expect(() => assertValidBlobPrefix(prefix), prefix).toThrow(InvalidBlobKeyError);
    }
  });
});

describe('byte ranges', () => {
  it.each([{ start: 0 }, { start: 0, end: 0 }, { start: 5, end: 5 }, { start: 5, end: 1e12 }])(
    'accepts %j',
    (range) => {
      expect(() => assertWellFormedRange(range)).not.toThrow();
    },
  );

  it.each([{ start: -1 }, { start: 1.5 }, { start: 5, end: 4 }, { start: 0, end: -1 }, { start: Number.NaN }])(
    'refuses %j',
    (range) => {
      expect(() => assertWellFormedRange(range)).toThrow(BlobRangeError);
    },
  );
});

describe('meterSource', () => {
  it('passes bytes and strings through while counting and hashing them', async () => {
    const metered = meterSource(Readable.from(['abc', Buffer.from('def')]));
    const out: Buffer[] = [];
    for await (const chunk of metered.stream as AsyncIterable<Buffer>) out.push(chunk);
    expect(Buffer.concat(out).toString()).toBe('abcdef');
    expect(metered.result()).toEqual({ size: 6, sha256: createHash('sha256').update('abcdef').digest('hex') });
  });

  it('has no result before the source has been read to its end', () => {
    expect(() => meterSource(Readable.from(['abc'])).result()).toThrow();
  });

  it('fails past maxBytes without destroying the source, which stays readable for its owner', async () => {
    const source = new PassThrough();
    source.write(Buffer.alloc(8));
    source.write(Buffer.alloc(8));
    const metered = meterSource(source, 10);
    const consume = async () => {
      for await (const _ of metered.stream) void _;
    };

    await expect(consume()).rejects.toBeInstanceOf(BlobTooLargeError);

    expect(metered.failure()).toBeInstanceOf(BlobTooLargeError);
    expect(source.destroyed).toBe(false);
    source.end();
    // What is left can still be drained by its owner.
    for await (const _ of source) void _;
  });

  it('reports the source error as its failure', async () => {
    async function* broken() {
      yield Buffer.from('x');
      throw new Error('the source broke');
    }
    const metered = meterSource(Readable.from(broken()));
    const consume = async () => {
      for await (const _ of metered.stream) void _;
    };
    await expect(consume()).rejects.toThrow('the source broke');
    expect(metered.failure()).toEqual(new Error('the source broke'));
  });
});

describe('blob store settings', () => {
  it('keeps blobs under DATA_DIR/blobs by default, with uploads up to 2 GiB', () => {
    const config = loadConfig({ DATA_DIR: '/srv/feedmarket' });
    expect(config.blobStore).toEqual({ kind: 'disk', root: path.resolve('/srv/feedmarket/blobs') });
    expect(config.maxUploadBytes).toBe(2 * 1024 ** 3);
    expect(loadConfig({ MAX_UPLOAD_BYTES: '1048576' }).maxUploadBytes).toBe(1048576);
  });

  it('uses an S3-compatible store when a bucket is named, path-style when an endpoint is', () => {
    const env = {
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'feeds',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(env).blobStore).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'feeds',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: '0', S3_REGION: 'eu-central-1' }).blobStore).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    // AWS itself: virtual-hosted addresses, credentials from the SDK's default chain.
    expect(loadConfig({ S3_BUCKET: 'feeds' }).blobStore).toMatchObject({
      endpoint: undefined,
      accessKeyId: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half-done S3 settings', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ S3_BUCKET: 'feeds', S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_SECRET_ACCESS_KEY');
    expect(() => loadConfig({ S3_BUCKET: 'feeds', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow('S3_FORCE_PATH_STYLE');
  });
});
