import { z } from 'zod';
import { zId, zIdList, ZMessage } from '../common/common.schemas';
import { ZPageQuery, zPage } from '../common/paging';
import { defineRoute } from '../common/route';
import {
  continuousListLimit,
  maxFilesPerZip,
  previewLength,
  ZContentIds,
  ZContentPreview,
  ZDatasetContent,
  ZDatasetRow,
  ZFeedPreview,
  ZUploaded,
} from './datasets.schemas';

const tag = 'datasets';
/** Bytes of a file or zip; refusals are still JSON errors. */
const file = z.any().meta({ type: 'string', format: 'binary', description: 'The bytes of the file' });
const zip = 'application/zip';
const readRight =
  "The owner organisation and the supervisor may read a feed's content; others answer 403, or 404 when the feed is not active.";
const writeRight =
  "Only the owner organisation may change a feed's content; others answer 403 (read-only organisations too), or 404 when the feed is not active.";
const datasetParams = z.object({ datasetId: zId });
const contentParams = z.object({ contentId: zId });
const trackingParams = z.object({ trackingId: z.string().uuid() });

/** Paging of a dataset's files: `filter` (3 characters or more) matches names. */
export const ZContentListQuery = ZPageQuery.extend({
  orderBy: z.enum(['createdAt', 'name', 'size', 'dataStart']).default('createdAt'),
});
export type TContentListQuery = z.input<typeof ZContentListQuery>;

/** Paging of the Datasets tab: `filter` (3 characters or more) matches feed names. */
export const ZDatasetListQuery = ZPageQuery.extend({
  orderBy: z.enum(['name', 'files', 'lastUploadAt']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TDatasetListQuery = z.input<typeof ZDatasetListQuery>;

/** Dataset content: the files of file-based feeds and the time-ordered chunks of continuous ones. */
export const datasetsRoutes = {
  organizationDatasets: defineRoute({
    method: 'GET',
    path: '/dashboard/organization/:orgId/dataset',
    operationId: 'listOrganizationDatasets',
    summary: "An organisation's datasets (one per file-based or continuous feed) with their file counts (paged)",
    description:
      "The Datasets tab a page at a time: the organisation's datasets with their file counts, sizes and last upload, for its members and the supervisor; others answer 403.",
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZDatasetListQuery,
    responses: { 200: zPage(ZDatasetRow) },
    errors: [403],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/dataset/:datasetId/content',
    operationId: 'listDatasetFiles',
    summary: "A dataset's files, newest first (paged)",
    description: `The files of a dataset a page at a time, with the total in \`x-total-count\`. ${readRight}`,
    tag,
    access: 'member',
    params: datasetParams,
    query: ZContentListQuery,
    responses: { 200: zPage(ZDatasetContent) },
    errors: [403, 404],
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/dataset/:datasetId/content/upload',
    operationId: 'uploadDatasetFile',
    summary: 'Upload one file (multipart: `info` {fileName, dataStart, dataEnd} as JSON, then `file`)',
    description: `Streams one file into a feed's dataset, with its name and the period its data covers. A file over the upload limit answers 413 and nothing is kept; a group feed, which has no files of its own, answers 409. ${writeRight}`,
    tag,
    access: 'member',
    params: datasetParams,
    bodyType: 'multipart',
    responses: { 201: ZDatasetContent },
    errors: [403, 404, 409],
  }),
  uploadMulti: defineRoute({
    method: 'POST',
    path: '/dataset/:datasetId/content/upload/multi',
    operationId: 'uploadDatasetFiles',
    summary: 'Upload several files at once (multipart: one `files` part each); all are kept or none',
    description: `Streams several files into a feed's dataset at once: all of them are kept, or none. A file over the upload limit answers 413; a group feed answers 409. ${writeRight}`,
    tag,
    access: 'member',
    params: datasetParams,
    bodyType: 'multipart',
    responses: { 201: ZUploaded },
    errors: [403, 404, 409],
  }),
  download: defineRoute({
    method: 'GET',
    path: '/dataset/content/:contentId/download',
    operationId: 'downloadDatasetFile',
    summary: 'Download one file; a `Range` header asks for part of it',
    description: `The bytes of one file, with its name in \`Content-Disposition\`; a \`Range\` header asks for part of it (206), and a range outside the file answers 416. ${readRight}`,
    tag,
    access: 'member',
    params: contentParams,
    responses: { 200: file, 206: file },
    answerType: 'application/octet-stream',
    errors: [403, 404, 416],
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/dataset/content/:contentId/download/preview',
    operationId: 'previewDatasetFile',
    summary: 'The start of a file as text (CSV, JSON and other text); binary files say so',
    description: `The start of a file as text, at most \`length\` characters; a binary file is reported as such instead. ${readRight}`,
    tag,
    access: 'member',
    params: contentParams,
    query: z.object({ length: z.coerce.number().int().min(1).max(previewLength.max).default(previewLength.default) }),
    responses: { 200: ZContentPreview },
    errors: [403, 404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/dataset/content/:contentId',
    operationId: 'deleteDatasetFile',
    summary: 'Delete one file',
    description: `Deletes one file of a dataset. ${writeRight}`,
    tag,
    access: 'member',
    params: contentParams,
    responses: { 200: ZMessage },
    errors: [403, 404],
  }),
  removeAll: defineRoute({
    method: 'DELETE',
    path: '/dataset/:datasetId/content',
    operationId: 'deleteDatasetFiles',
    summary: "Delete a dataset's files: those listed in `ids`, or all of them",
    description: `Deletes the files of a dataset listed in \`ids\`, or every file when \`ids\` is left out. ${writeRight}`,
    tag,
    access: 'member',
    params: datasetParams,
    query: z.object({
      ids: zIdList.optional().describe('Comma-separated content ids'),
    }),
    responses: { 200: ZMessage },
    errors: [403, 404],
  }),
  downloadLatest: defineRoute({
    method: 'GET',
    path: '/dataset/:datasetId/content/download',
    operationId: 'downloadLatestDatasetFiles',
    summary: `The newest files of a dataset as content.zip (at most ${maxFilesPerZip})`,
    description: `The newest \`maximum\` files of a dataset as one zip; a dataset without files answers 404. ${readRight}`,
    tag,
    access: 'member',
    params: datasetParams,
    query: z.object({
      maximum: z.coerce.number().int().min(1).max(maxFilesPerZip).default(maxFilesPerZip),
    }),
    responses: { 200: file },
    answerType: zip,
    errors: [403, 404],
  }),
  downloadSelected: defineRoute({
    method: 'GET',
    path: '/dataset/:datasetId/content/download/multi',
    operationId: 'downloadSelectedDatasetFiles',
    summary: 'Chosen files of a dataset as content.zip (`ids` comma-separated, at most 50)',
    description: `The files listed in \`ids\` as one zip; more than ${maxFilesPerZip} answer 400, and files not in the dataset 404. ${readRight}`,
    tag,
    access: 'member',
    params: datasetParams,
    query: z.object({ ids: zIdList }),
    responses: { 200: file },
    answerType: zip,
    errors: [403, 404],
  }),
  downloadSelectedPost: defineRoute({
    method: 'POST',
    path: '/dataset/:datasetId/content/download/multi',
    operationId: 'downloadListedDatasetFiles',
    summary: 'Chosen files of a dataset as content.zip (body `ids`, at most 50)',
    description: `The files listed in the body as one zip, for lists too long for an address; more than ${maxFilesPerZip} answer 400, and files not in the dataset 404. ${readRight}`,
    tag,
    access: 'member',
    params: datasetParams,
    body: ZContentIds,
    responses: { 200: file },
    answerType: zip,
    errors: [403, 404],
  }),
  continuousLatest: defineRoute({
    method: 'GET',
    path: `/continuous/metadata/:id/limit/${continuousListLimit}/filename`,
    operationId: 'listLatestChunks',
    summary: `The newest ${continuousListLimit} chunk files of a continuous feed`,
    description: `The newest chunk files of a continuous feed's live data, newest first. A feed that is not continuous answers 409. ${readRight}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: z.array(ZDatasetContent) },
    errors: [403, 404, 409],
  }),
  trackingChunks: defineRoute({
    method: 'GET',
    path: '/continuous/trackingid/:trackingId',
    operationId: 'listTrackingChunks',
    summary: 'The chunk files of one live stream, oldest first',
    description: `The chunk files of one live stream (a tracking id), oldest first. An unknown tracking id answers 404. ${readRight}`,
    tag,
    access: 'member',
    params: trackingParams,
    responses: { 200: z.array(ZDatasetContent) },
    errors: [403, 404],
  }),
  trackingDownload: defineRoute({
    method: 'GET',
    path: '/continuous/trackingid/:trackingId/download',
    operationId: 'downloadTrackingData',
    summary: "One live stream's records as one file, its chunks joined oldest first",
    description: `One live stream's records as one file: its chunks joined, oldest first. An unknown tracking id answers 404. ${readRight}`,
    tag,
    access: 'member',
    params: trackingParams,
    responses: { 200: file },
    answerType: 'application/octet-stream',
    errors: [403, 404],
  }),
  feedPreview: defineRoute({
    method: 'GET',
    path: '/metadata/:id/dataset/preview',
    operationId: 'previewFeedDataset',
    summary: "A feed's public preview: the first lines of its newest file",
    description:
      'Anyone who may see the feed (everyone, for an active feed) gets the first lines of its newest file. A feed without files answers 404 with a message saying so.',
    tag,
    access: 'optional',
    params: z.object({ id: zId }),
    responses: { 200: ZFeedPreview },
    errors: [404],
  }),
  continuousPreview: defineRoute({
    method: 'GET',
    path: '/continuous/metadata/:id/preview',
    operationId: 'previewLatestChunk',
    summary: "The start of a continuous feed's newest chunk, as text",
    description: `The start of a continuous feed's newest chunk as text; empty when it has none yet. A feed that is not continuous answers 409. ${readRight}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    query: z.object({ length: z.coerce.number().int().min(1).max(previewLength.max).default(previewLength.default) }),
    responses: { 200: ZContentPreview },
    errors: [403, 404, 409],
  }),
} as const;
