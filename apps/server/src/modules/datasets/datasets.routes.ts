import { zipFileName } from '@feedmarket/contract/datasets/datasets.schemas';
import { messages } from '@feedmarket/contract/messages';
import { routes } from '@feedmarket/contract/routes';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { badRequest } from '../../lib/http-error';
import { pagedAnswer as page, rawId, registerRoute } from '../../lib/route';
import { feedGuard, organizationGuard, type FeedAccess, type FeedRight } from '../access/feed-access';
import type { ByteRange } from '../../storage/blob-store';
import { parseContentInfo, type ContentInfo, type DatasetsService } from './datasets.service';

const idList = (text: string) => [...new Set(text.split(',').map(Number))];

/**
 * One `Range: bytes=…` of a file of `size` bytes: `start-end`, `start-` or the last `-n` bytes.
 * Several ranges, or a header that is not a byte range, are ignored (the whole file is sent);
 * `null` means the range cannot be satisfied (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start >= size || end < start ? null : { start, end };
}

function sendFile(reply: FastifyReply, file: { name: string; type: string; size?: number }, body: Readable) {
  reply.header('content-type', file.type).header('content-disposition', contentDisposition(file.name));
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(body);
}

const hasStatus = (error: unknown) => Boolean((error as { statusCode?: number }).statusCode);

/**
 * A multipart body the parser cannot read (no boundary, cut short, a malformed part) is the
 * caller's mistake: 400, unless the parser gave the error a status of its own (its limits: 413).
 */
function unreadableBody(error: unknown): unknown {
  if (hasStatus(error)) return error;
  const message = `The multipart body cannot be read: ${(error as Error).message}`;
  return badRequest(message, [{ field: 'body', message }]);
}

/** The parts of a multipart body, with the parser's own failures turned into `unreadableBody`. */
async function* readParts(request: FastifyRequest) {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let next;
    try {
      next = await parts.next();
    } catch (error) {
      throw unreadableBody(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/**
 * The bytes of a file part, failing with `unreadableBody` when the parser fails the part (cut
 * short, malformed). Readers get this copy, so what they fail it with (too large) stays their own.
 */
function partBytes(file: Readable): Readable {
  const copy = new PassThrough();
  // Readers meet the error when they read (a destroyed stream keeps it); until one starts, this
  // listener keeps it from counting as unhandled.
  copy.on('error', () => {});
  const fail = (error: Error) => copy.destroy(unreadableBody(error) as Error);
  // The parser may have failed the part before it was handed over.
  if (file.errored) {
    fail(file.errored);
  } else {
    file.once('error', fail);
    file.pipe(copy);
  }
  return copy;
}

/**
 * Streams the parts of an upload into `upload`: an `info` field (JSON, as text or as a JSON file
 * part) describes the single file; every other file part is stored as it arrives.
 */
async function receiveParts(
  request: FastifyRequest,
  upload: Awaited<ReturnType<DatasetsService['beginUpload']>>,
  { single }: { single: boolean },
) {
  let info: ContentInfo | undefined;
  for await (const part of readParts(request)) {
    if (part.fieldname === 'info') {
      info = parseContentInfo(part.type === 'file' ? await text(partBytes(part.file)) : String(part.value));
      if (single && upload.fileCount) await upload.describeLast(info);
      continue;
    }
    if (part.type !== 'file') continue;
    if (single && upload.fileCount) throw badRequest('Send one file; several go to the multi upload');
    await upload.addFile(
      { name: part.filename, mimeType: part.mimetype, stream: partBytes(part.file) },
      single ? info : {},
    );
  }
  if (!upload.fileCount) throw badRequest(single ? 'A file is required' : 'Choose at least one file');
}

/** Guards check the dataset or file a request names before its query or body is validated. */
export function registerDatasetsRoutes(app: FastifyInstance, datasets: DatasetsService, access: FeedAccess): void {
  const r = routes.datasets;
  const onDataset = (right: FeedRight, param = 'datasetId') => ({
    guard: feedGuard(access, right, ({ params }) => rawId(params, param)),
  });

  registerRoute(
    app,
    r.organizationDatasets,
    async ({ params, query, member, reply }) => page(reply, await datasets.listDatasets(params.orgId, member, query)),
    { guard: organizationGuard('read', ({ params }) => rawId(params, 'orgId')) },
  );
  registerRoute(
    app,
    r.list,
    async ({ params, query, member, reply }) =>
      page(reply, await datasets.listContent(params.datasetId, member, query)),
    onDataset('content'),
  );

  for (const route of [r.upload, r.uploadMulti]) {
    const single = route === r.upload;
    registerRoute(app, route, async ({ params, member, request, reply }) => {
      const upload = await datasets.beginUpload(params.datasetId, member);
      try {
        await receiveParts(request, upload, { single });
      } catch (error) {
        await upload.abort();
        // The rest of a refused body is not read: the connection closes after the answer.
        reply.header('connection', 'close');
        throw error;
      }
      const content = await upload.commit();
      return reply.code(201).send(single ? content[0] : { message: messages.filesUploaded, content });
    });
  }

  registerRoute(app, r.download, async ({ params, member, request, reply }) => {
    const { content, open } = await datasets.openContent(params.contentId, member);
    const range = parseRange(request.headers.range, content.size);
    reply.header('accept-ranges', 'bytes').header('etag', `"${content.sha256}"`);
    if (range === null) {
      return reply
        .code(416)
        .header('content-range', `bytes */${content.size}`)
        .send({
          message: `The range is outside the file's ${content.size} bytes`,
          code: 'RANGE_NOT_SATISFIABLE',
        });
    }
    const file = { name: content.fileName, type: content.contentType };
    if (!range) return sendFile(reply, { ...file, size: content.size }, await open());
    const { start, end = content.size - 1 } = range;
    reply.code(206).header('content-range', `bytes ${start}-${end}/${content.size}`);
    return sendFile(reply, { ...file, size: end - start + 1 }, await open(range));
  });

  registerRoute(
    app,
    r.preview,
    async ({ params, query, member }) => datasets.preview(params.contentId, query.length, member),
    {
      guard: async ({ params, member }) => {
        const contentId = rawId(params, 'contentId');
        if (contentId !== undefined) await datasets.requireContent(contentId, member);
      },
    },
  );
  registerRoute(app, r.remove, async ({ params, member }) => datasets.remove(params.contentId, member));
  registerRoute(
    app,
    r.removeAll,
    async ({ params, query, member }) =>
      datasets.removeMany(params.datasetId, member, query.ids ? idList(query.ids) : undefined),
    onDataset('write-content'),
  );

  const sendZip = async (reply: FastifyReply, zip: () => Readable) =>
    sendFile(reply, { name: zipFileName, type: 'application/zip' }, zip());
  registerRoute(
    app,
    r.downloadLatest,
    async ({ params, query, member, reply }) =>
      sendZip(reply, await datasets.zipContents(params.datasetId, member, { maximum: query.maximum })),
    onDataset('content'),
  );
  registerRoute(
    app,
    r.downloadSelected,
    async ({ params, query, member, reply }) =>
      sendZip(reply, await datasets.zipContents(params.datasetId, member, { ids: idList(query.ids) })),
    onDataset('content'),
  );
  registerRoute(
    app,
    r.downloadSelectedPost,
    async ({ params, body, member, reply }) =>
      sendZip(reply, await datasets.zipContents(params.datasetId, member, { ids: body.ids })),
    onDataset('content'),
  );

  registerRoute(app, r.feedPreview, async ({ params, member }) => datasets.feedPreview(params.id, member));
  registerRoute(app, r.continuousLatest, async ({ params, member }) => datasets.continuousLatest(params.id, member));
  registerRoute(
    app,
    r.continuousPreview,
    async ({ params, query, member }) => datasets.continuousPreview(params.id, query.length, member),
    onDataset('content', 'id'),
  );
  registerRoute(
    app,
    r.trackingChunks,
    async ({ params, member }) => (await datasets.trackingChunks(params.trackingId, member)).chunks,
  );
  registerRoute(app, r.trackingDownload, async ({ params, member, reply }) => {
    const { feed, chunks, keys, countDownload } = await datasets.trackingChunks(params.trackingId, member);
    await countDownload();
    const extension = chunks[0]!.fileName.match(/\.[A-Za-z0-9]{1,10}$/)?.[0] ?? '';
    return sendFile(
      reply,
      {
        name: `${feed.name.replace(/[^\w -]+/g, '').trim() || 'live-data'}-${params.trackingId}${extension}`,
        type: chunks[0]!.contentType,
        size: chunks.reduce((total, chunk) => total + chunk.size, 0),
      },
      datasets.joinBlobs(keys),
    );
  });
}
