import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BlobStoreConfig } from '../config/config';
import {
  assertValidBlobKey,
  assertValidBlobPrefix,
  assertWellFormedRange,
  BlobNotFoundError,
  BlobRangeError,
  meterSource,
  type BlobStore,
} from './blob-store';

export type S3BlobStoreConfig = Extract<BlobStoreConfig, { kind: 's3' }>;

const minPartBytes = 5 * 1024 * 1024; // S3's smallest part but the last
const maxParts = 10_000; // S3's most parts in one upload
const deleteBatch = 1000; // S3's most keys in one DeleteObjects call
/**
 * How old an incomplete multipart upload must be before the sweep aborts it. S3 tells when an upload
 * began, not when it last received a part, so this is the longest an upload may take: a day, as long as
 * the dataset rows of an unfinished upload are kept.
 */
export const abandonedMultipartMs = 24 * 60 * 60 * 1000;

/** An S3 client for the configured endpoint, with the settings S3-compatible stores need. */
export function createS3Client(config: S3BlobStoreConfig): S3Client {
  // Each download holds a socket for as long as the client reads; the SDK's default of 50 per process
  // would queue the 51st download behind the others.
  const agentOptions = { keepAlive: true, maxSockets: 500 };
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    requestHandler: { httpAgent: new http.Agent(agentOptions), httpsAgent: new https.Agent(agentOptions) },
    // Recent SDKs add CRC checksums (as aws-chunked trailers on streamed bodies) to every upload by default;
    // several S3-compatible stores reject or mis-store those. Outside AWS, send them only where required.
    // The store computes its own SHA-256 of every upload anyway.
    ...(config.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
}

/**
 * Blobs as objects of one bucket of AWS S3 or an S3-compatible store, keyed as given. Uploads stream as
 * multipart uploads that are aborted on failure, so a failed put leaves neither an object nor stored parts;
 * those of a process killed mid-upload are aborted by `sweepAbandonedUploads` a day later.
 */
export function createS3BlobStore(config: S3BlobStoreConfig, client = createS3Client(config)): BlobStore {
  const Bucket = config.bucket;

  const deleteKeys = async (keys: readonly string[]) => {
    for (let index = 0; index < keys.length; index += deleteBatch) {
      const batch = keys.slice(index, index + deleteBatch);
      const response = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = response.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0]!;
        throw new Error(
          `Could not delete ${failed.length} blob(s), first ${first.Key}: ${first.Code} ${first.Message}`,
        );
      }
    }
  };

  const stat = async (key: string) => {
    assertValidBlobKey(key);
    try {
      const response = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: response.ContentLength ?? 0 };
    } catch (error) {
      // A HEAD answer has no body, so a 404 carries no code saying which thing is missing.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
      throw error;
    }
  };

  return {
    stat,

    async exists(key) {
      return (await stat(key)) !== undefined;
    },

    async put(key, source, options = {}) {
      assertValidBlobKey(key);
      // The limit is enforced by failing the body stream, not with upload.abort(): abort() rejects done() at
      // once while the multipart upload is still being aborted, and does not stop a single-part PUT in flight.
      const metered = meterSource(source, options.maxBytes);
      const maxBytes = options.maxBytes ?? 0;
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: metered.stream, ContentType: options.contentType },
        // Memory per upload is a few parts (about 20 MiB), whatever the size of the file. Parts grow only
        // when the limit needs more than 10,000 of them; without a limit uploads stop at about 48 GiB.
        queueSize: 2,
        partSize: Math.max(minPartBytes, Math.ceil(maxBytes / maxParts)),
        leavePartsOnError: false,
      });
      try {
        // done() aborts the multipart upload before it rejects, so no parts are left when this throws.
        await upload.done();
      } catch (error) {
        metered.stream.destroy();
        // The source's own error (or BlobTooLargeError) is the cause; the SDK may report a later symptom.
        throw metered.failure() ?? error;
      }
      return metered.result();
    },

    async get(key, range) {
      assertValidBlobKey(key);
      if (range) assertWellFormedRange(range);
      let body: unknown;
      try {
        const response = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end ?? ''}` }),
        );
        body = response.Body;
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') throw new BlobNotFoundError(key);
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416 && range) {
          throw new BlobRangeError(range);
        }
        throw error;
      }
      // In Node the SDK answers with the HTTP response itself, a Readable.
      if (!(body instanceof Readable)) throw new Error('The S3 client did not answer with a Node stream');
      return body;
    },

    async delete(key) {
      assertValidBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deleteMany(keys) {
      keys.forEach(assertValidBlobKey); // validate them all before removing any
      await deleteKeys(keys);
    },

    async deletePrefix(prefix) {
      assertValidBlobPrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        await deleteKeys((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async sweepAbandonedUploads(now = new Date()) {
      const startedBefore = now.getTime() - abandonedMultipartMs;
      let aborted = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
        for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
          if (!Key || !UploadId || !Initiated || Initiated.getTime() >= startedBefore) continue;
          try {
            await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
            aborted += 1;
          } catch (error) {
            // Completed or aborted meanwhile by its own process or another sweep.
            if (!(error instanceof S3ServiceException && error.name === 'NoSuchUpload')) throw error;
          }
        }
        [KeyMarker, UploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [];
      } while (KeyMarker);
      return aborted;
    },

    close() {
      client.destroy();
    },
  };
}
