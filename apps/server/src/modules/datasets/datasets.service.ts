import { feedStatusNames, feedTypeNames, feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import {
  continuousListLimit,
  maxFilesPerZip,
  publicPreview,
  ZContentInfo,
  type TContentPreview,
  type TDatasetContent,
  type TDatasetRow,
  type TFeedPreview,
} from '@feedmarket/contract/datasets/datasets.schemas';
import { messages } from '@feedmarket/contract/messages';
import { ZipArchive } from 'archiver';
import { contentType as contentTypeOf } from 'mime-types';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import type { BlobStore, ByteRange } from '../../storage/blob-store';
import { createFeedAccess, requireOrganizationRight } from '../access/feed-access';
import {
  createDatasetsRepository,
  type ContentListQuery,
  type ContentRow,
  type DatasetListQuery,
} from './datasets.repository';
import { displayName, sanitizeFileName, uniqueNames } from './file-names';
import { firstLines, previewBytes, textPreview } from './preview';

/** Uploads not finished after this long were cut off by a crash; their rows and blobs are swept. */
const pendingLifetimeMs = 24 * 60 * 60 * 1000;

export type IncomingFile = { name: string; mimeType?: string; stream: Readable };
export type ContentInfo = { fileName?: string; dataStart?: string | null; dataEnd?: string | null };

const datasetPrefix = (feedId: number) => `datasets/${feedId}/`;
const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

function presentContent(row: ContentRow): TDatasetContent {
  return {
    id: row.id,
    datasetId: row.feedId,
    fileName: row.fileName,
    originalName: row.originalName,
    trackingId: row.trackingId,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    dataStart: row.dataStart && formatDateTime(row.dataStart),
    dataEnd: row.dataEnd && formatDateTime(row.dataEnd),
    createdAt: formatDateTime(row.createdAt),
    createUserName: row.createUserName,
  };
}

/** The info part of an upload: JSON text, validated like any body (400 with the fields). */
export function parseContentInfo(text: string): ContentInfo {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('The file info is not valid JSON');
  }
  const parsed = ZContentInfo.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      field: `info.${issue.path.join('.')}`,
      message: issue.message,
    }));
    throw badRequest(fields.map((field) => field.message).join('; '), fields);
  }
  return parsed.data;
}

type DatasetsOptions = {
  maxUploadBytes: number;
  /**
   * Counts files a member downloads from a feed it was granted (a volume price charges for them);
   * a refusal stops the download before a byte is sent. The app always counts; seeding does not.
   */
  countDownloads?: (member: SessionUser, feedId: number, files: number) => Promise<void>;
};

export function createDatasetsService(db: Db, store: BlobStore, options: DatasetsOptions) {
  const repository = createDatasetsRepository(db);
  const access = createFeedAccess(db);

  /** A file and its feed, when the member may read the feed's content. */
  async function requireContent(contentId: number, member: SessionUser | null) {
    const row = await repository.findContent(contentId);
    if (!row) throw notFound(`No content ${contentId}`);
    const feed = await access.requireFeedRight(member, row.feedId, 'content');
    return { row, feed };
  }

  async function requireContinuousFeed(feedId: number, member: SessionUser) {
    const feed = await access.requireFeedRight(member, feedId, 'content');
    if (feed.typeId !== feedTypes.continuous) throw conflict('The feed is not a continuous feed');
    return feed;
  }

  /** Bytes of the start of a file, as a text preview. */
  async function previewOf(row: ContentRow, length: number): Promise<TContentPreview> {
    if (row.size === 0) return { preview: '', isBinary: false, truncated: false };
    const stream = await store.get(row.blobKey, { start: 0, end: Math.min(row.size, previewBytes(length)) - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return textPreview(Buffer.concat(chunks), length, row.size);
  }

  /** A readable that opens its blob only when first read, so a zip of 49 files holds one open at a time. */
  function lazyBlob(key: string): Readable {
    return Readable.from(
      (async function* () {
        yield* await store.get(key);
      })(),
      { objectMode: false },
    );
  }

  /** Deletes rows, then their blobs: a blob without a row is harmless, a row without a blob is not. */
  async function deleteRows(where: Parameters<typeof repository.deleteContents>[0]) {
    const keys = await repository.deleteContents(where);
    await store.deleteMany(keys);
    return keys.length;
  }

  return {
    requireContent,

    async listDatasets(orgId: number, member: SessionUser, query: DatasetListQuery) {
      requireOrganizationRight(member, orgId, 'read');
      const { rows, total } = await repository.listDatasets(orgId, query);
      const content: TDatasetRow[] = rows.map((row) => ({
        datasetId: row.datasetId,
        name: row.name,
        typeId: row.typeId,
        typeName: feedTypeNames[row.typeId] ?? String(row.typeId),
        status: row.status,
        statusText: feedStatusNames[row.status] ?? String(row.status),
        files: Number(row.files),
        totalSize: Number(row.totalSize ?? 0),
        lastUploadAt: row.lastUploadAt && formatDateTime(new Date(row.lastUploadAt)),
      }));
      return { content, total };
    },

    async listContent(feedId: number, member: SessionUser, query: ContentListQuery) {
      await access.requireFeedRight(member, feedId, 'content');
      const { rows, total } = await repository.listContent(feedId, query);
      return { content: rows.map(presentContent), total };
    },

    /**
     * Starts an upload into a feed's dataset. Each file is recorded as pending, then streamed to the
     * store (refused past the size limit); `commit` makes them all visible at once, `abort` removes
     * every row and blob the upload made. Nothing of a failed upload stays behind.
     */
    async beginUpload(feedId: number, member: SessionUser) {
      const feed = await access.requireFeedRight(member, feedId, 'write-content');
      if (feed.typeId === feedTypes.group) throw conflict('A group feed has no files of its own; upload to its feeds');
      const ids: number[] = [];
      const keys: string[] = [];
      return {
        get fileCount() {
          return ids.length;
        },
        async addFile(file: IncomingFile, info: ContentInfo = {}) {
          const originalName = displayName(info.fileName || file.name);
          const fileName = sanitizeFileName(originalName);
          const contentType = contentTypeOf(fileName) || file.mimeType || 'application/octet-stream';
          const key = `${datasetPrefix(feedId)}${randomUUID()}`;
          const [id] = await repository.insertPending([
            {
              feedId,
              blobKey: key,
              fileName,
              originalName,
              contentType,
              dataStart: toDate(info.dataStart),
              dataEnd: toDate(info.dataEnd),
              createdBy: member.userId,
            },
          ]);
          ids.push(id!);
          keys.push(key);
          const stored = await store.put(key, file.stream, { maxBytes: options.maxUploadBytes, contentType });
          await repository.recordStored(id!, stored);
        },
        /** Names and timeframe sent after the file they describe. */
        async describeLast(info: ContentInfo) {
          const id = ids.at(-1);
          if (id === undefined) return;
          await repository.describe(id, {
            ...(info.fileName && {
              originalName: displayName(info.fileName),
              fileName: sanitizeFileName(info.fileName),
            }),
            ...(info.dataStart !== undefined && { dataStart: toDate(info.dataStart) }),
            ...(info.dataEnd !== undefined && { dataEnd: toDate(info.dataEnd) }),
          });
        },
        async commit(): Promise<TDatasetContent[]> {
          await repository.markReady(ids);
          const rows = await repository.findContents(feedId, ids);
          return rows.map(presentContent);
        },
        async abort() {
          if (!ids.length) return;
          await repository.deleteContents(repository.ofFeed(feedId, ids));
          await store.deleteMany(keys);
        },
      };
    },

    /** A file's row and its bytes (or those of `range`) after the access check. */
    /**
     * A file to send; opening it counts a download, unless it resumes one (a range starting past
     * the first byte), so a download cut short and resumed counts once.
     */
    async openContent(contentId: number, member: SessionUser) {
      const { row } = await requireContent(contentId, member);
      return {
        content: presentContent(row),
        open: async (range?: ByteRange) => {
          if (!range?.start) await options.countDownloads?.(member, row.feedId, 1);
          return store.get(row.blobKey, range);
        },
      };
    },

    async preview(contentId: number, length: number, member: SessionUser) {
      const { row } = await requireContent(contentId, member);
      return previewOf(row, length);
    },

    async remove(contentId: number, member: SessionUser) {
      const row = await repository.findContent(contentId);
      if (!row) throw notFound(`No content ${contentId}`);
      await access.requireFeedRight(member, row.feedId, 'write-content');
      await deleteRows(repository.ofFeed(row.feedId, [contentId]));
      return { message: 'The file was deleted' };
    },

    /** Deletes the files `ids` of a dataset, or all of its files. */
    async removeMany(feedId: number, member: SessionUser, ids?: number[]) {
      await access.requireFeedRight(member, feedId, 'write-content');
      const deleted = await deleteRows(repository.ofFeed(feedId, ids));
      return { message: `${deleted} file${deleted === 1 ? '' : 's'} deleted` };
    },

    /** Files of a dataset for a zip: the chosen ones, or the newest `maximum`. */
    async zipContents(feedId: number, member: SessionUser, choice: { ids: number[] } | { maximum: number }) {
      await access.requireFeedRight(member, feedId, 'content');
      if ('ids' in choice && new Set(choice.ids).size > maxFilesPerZip) throw badRequest(messages.tooManyFiles);
      const rows =
        'ids' in choice
          ? await repository.findContents(feedId, [...new Set(choice.ids)])
          : await repository.latestContents(feedId, choice.maximum);
      if ('ids' in choice && rows.length < new Set(choice.ids).size)
        throw notFound('Some of the files are not in this dataset');
      if (!rows.length) throw notFound('The dataset has no files');
      await options.countDownloads?.(member, feedId, rows.length);
      return () => {
        // Level 1: most of the gain of compressing CSV and JSON at a fraction of the time.
        const archive = new ZipArchive({ zlib: { level: 1 } });
        const names = uniqueNames(rows.map((row) => row.fileName));
        rows.forEach((row, index) =>
          archive.append(lazyBlob(row.blobKey), { name: names[index]!, date: row.createdAt }),
        );
        void archive.finalize();
        return archive as unknown as Readable;
      };
    },

    /**
     * A feed's public preview: the first lines of its newest file, for anyone who may see the feed.
     * It reads a bounded start of the file whatever its size.
     */
    async feedPreview(feedId: number, member: SessionUser | null): Promise<TFeedPreview> {
      await access.requireFeedRight(member, feedId, 'read');
      const [newest] = await repository.latestContents(feedId, 1);
      if (!newest) throw notFound(messages.noPreviewData);
      const preview = firstLines(await previewOf(newest, publicPreview.characters), publicPreview.lines);
      const { fileName, contentType, createdAt, dataStart, dataEnd } = presentContent(newest);
      return { ...preview, fileName, contentType, createdAt, dataStart, dataEnd };
    },

    async continuousLatest(feedId: number, member: SessionUser) {
      await requireContinuousFeed(feedId, member);
      return (await repository.latestChunks(feedId, continuousListLimit)).map(presentContent);
    },

    async continuousPreview(feedId: number, length: number, member: SessionUser): Promise<TContentPreview> {
      await requireContinuousFeed(feedId, member);
      const [newest] = await repository.latestChunks(feedId, 1);
      return newest ? previewOf(newest, length) : { preview: '', isBinary: false, truncated: false };
    },

    /** The chunks of one live stream, oldest first, after the access check on its feed. */
    async trackingChunks(trackingId: string, member: SessionUser) {
      const rows = await repository.trackingChunks(trackingId);
      if (!rows.length) throw notFound(`No live data under ${trackingId}`);
      const feed = await access.requireFeedRight(member, rows[0]!.feedId, 'content');
      return {
        feed,
        chunks: rows.map(presentContent),
        keys: rows.map((row) => row.blobKey),
        /** Counts the stream's download, joined into one file. */
        countDownload: async () => options.countDownloads?.(member, feed.id, 1),
      };
    },

    /**
     * A continuous feed's chunks stored after content `afterId` (at most `limit`), with their text:
     * what a live view that lost its connection missed. The caller checks access first.
     */
    async chunksAfter(feedId: number, afterId: number, limit: number) {
      const rows = await repository.chunksAfter(feedId, afterId, limit);
      return Promise.all(
        rows.map(async (row) => {
          const parts: Buffer[] = [];
          for await (const part of await store.get(row.blobKey)) parts.push(part as Buffer);
          return { content: presentContent(row), text: Buffer.concat(parts).toString('utf8') };
        }),
      );
    },

    /** The chunks `keys` joined into one stream, each opened when its turn comes. */
    joinBlobs(keys: string[]): Readable {
      return Readable.from(
        (async function* () {
          for (const key of keys) yield* await store.get(key);
        })(),
        { objectMode: false },
      );
    },

    /**
     * Stores one file made on the server: a chunk of a live stream (with `trackingId`, covering
     * `dataStart` to `dataEnd`; chunks are listed and joined in time order) or a demo file.
     * Connectors and the demo data write through here.
     */
    async storeFile(
      feedId: number,
      file: {
        fileName: string;
        body: Readable | Buffer | string;
        trackingId?: string;
        dataStart?: Date;
        dataEnd?: Date;
        createdBy?: number;
        /** The media type, when the name's extension does not tell it (`.jsonl`). */
        contentType?: string;
      },
    ) {
      const key = `${datasetPrefix(feedId)}${randomUUID()}`;
      const fileName = sanitizeFileName(file.fileName);
      const contentType = file.contentType ?? (contentTypeOf(fileName) || 'application/octet-stream');
      const [id] = await repository.insertPending([
        {
          feedId,
          blobKey: key,
          fileName,
          originalName: fileName,
          contentType,
          trackingId: file.trackingId,
          dataStart: file.dataStart,
          dataEnd: file.dataEnd,
          createdBy: file.createdBy,
        },
      ]);
      try {
        const source = file.body instanceof Readable ? file.body : Readable.from([Buffer.from(file.body)]);
        await repository.recordStored(id!, await store.put(key, source, { contentType }), true);
      } catch (error) {
        await repository.deleteContents(repository.ofFeed(feedId, [id!]));
        await store.delete(key);
        throw error;
      }
      return id!;
    },

    /** Removes every file of a deleted feed (its rows went with it). */
    removeFeedFiles: (feedId: number) => store.deletePrefix(datasetPrefix(feedId)),

    /** Removes uploads cut off by a crash: pending rows older than a day, with their blobs. */
    async sweepPending(now = new Date()) {
      return deleteRows(repository.pendingBefore(new Date(now.getTime() - pendingLifetimeMs)));
    },
  };
}

export type DatasetsService = ReturnType<typeof createDatasetsService>;
