import { z } from 'zod';
import { errorResponses, zId, ZError, ZMessage } from '../common/common.schemas';
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
  ZUploaded,
} from './datasets.schemas';

const tags = ['datasets'];
/** Bytes of a file or zip; the JSON error shapes still apply when it cannot be sent. */
const file = z.any().describe('The file');
const datasetParams = z.object({ datasetId: zId });
const contentParams = z.object({ contentId: zId });
const trackingParams = z.object({ trackingId: z.string().uuid() });
const uploadErrors = { ...errorResponses, 413: ZError };

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
    summary: "An organisation's datasets (one per file-based or continuous feed) with their file counts (paged)",
    tags,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZDatasetListQuery,
    responses: { 200: zPage(ZDatasetRow), ...errorResponses },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/dataset/:datasetId/content',
    summary: "A dataset's files, newest first (paged)",
    tags,
    access: 'member',
    params: datasetParams,
    query: ZContentListQuery,
    responses: { 200: zPage(ZDatasetContent), ...errorResponses },
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/dataset/:datasetId/content/upload',
    summary: 'Upload one file (multipart: `info` {fileName, dataStart, dataEnd} as JSON, then `file`)',
    tags,
    access: 'member',
    params: datasetParams,
    bodyType: 'multipart',
    responses: { 201: ZDatasetContent, ...uploadErrors },
  }),
  uploadMulti: defineRoute({
    method: 'POST',
    path: '/dataset/:datasetId/content/upload/multi',
    summary: 'Upload several files at once (multipart: one `files` part each); all are kept or none',
    tags,
    access: 'member',
    params: datasetParams,
    bodyType: 'multipart',
    responses: { 201: ZUploaded, ...uploadErrors },
  }),
  download: defineRoute({
    method: 'GET',
    path: '/dataset/content/:contentId/download',
    summary: 'Download one file; a `Range` header asks for part of it',
    tags,
    access: 'member',
    params: contentParams,
    answerType: 'file',
    responses: { 200: file, 206: file, ...errorResponses, 416: ZError },
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/dataset/content/:contentId/download/preview',
    summary: 'The start of a file as text (CSV, JSON and other text); binary files say so',
    tags,
    access: 'member',
    params: contentParams,
    query: z.object({ length: z.coerce.number().int().min(1).max(previewLength.max).default(previewLength.default) }),
    responses: { 200: ZContentPreview, ...errorResponses },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/dataset/content/:contentId',
    summary: 'Delete one file',
    tags,
    access: 'member',
    params: contentParams,
    responses: { 200: ZMessage, ...errorResponses },
  }),
  removeAll: defineRoute({
    method: 'DELETE',
    path: '/dataset/:datasetId/content',
    summary: "Delete a dataset's files: those listed in `ids`, or all of them",
    tags,
    access: 'member',
    params: datasetParams,
    query: z.object({
      ids: z
        .string()
        .regex(/^\d+(,\d+)*$/)
        .optional()
        .describe('Comma-separated content ids'),
    }),
    responses: { 200: ZMessage, ...errorResponses },
  }),
  downloadLatest: defineRoute({
    method: 'GET',
    path: '/dataset/:datasetId/content/download',
    summary: `The newest files of a dataset as content.zip (at most ${maxFilesPerZip})`,
    tags,
    access: 'member',
    params: datasetParams,
    query: z.object({
      maximum: z.coerce.number().int().min(1).max(maxFilesPerZip).default(maxFilesPerZip),
    }),
    answerType: 'file',
    responses: { 200: file, ...errorResponses },
  }),
  downloadSelected: defineRoute({
    method: 'GET',
    path: '/dataset/:datasetId/content/download/multi',
    summary: 'Chosen files of a dataset as content.zip (`ids` comma-separated, at most 50)',
    tags,
    access: 'member',
    params: datasetParams,
    query: z.object({ ids: z.string().regex(/^\d+(,\d+)*$/) }),
    answerType: 'file',
    responses: { 200: file, ...errorResponses },
  }),
  downloadSelectedPost: defineRoute({
    method: 'POST',
    path: '/dataset/:datasetId/content/download/multi',
    summary: 'Chosen files of a dataset as content.zip (body `ids`, at most 50)',
    tags,
    access: 'member',
    params: datasetParams,
    body: ZContentIds,
    answerType: 'file',
    responses: { 200: file, ...errorResponses },
  }),
  continuousLatest: defineRoute({
    method: 'GET',
    path: `/continuous/metadata/:id/limit/${continuousListLimit}/filename`,
    summary: `The newest ${continuousListLimit} chunk files of a continuous feed`,
    tags,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: z.array(ZDatasetContent), ...errorResponses },
  }),
  trackingChunks: defineRoute({
    method: 'GET',
    path: '/continuous/trackingid/:trackingId',
    summary: 'The chunk files of one live stream, oldest first',
    tags,
    access: 'member',
    params: trackingParams,
    responses: { 200: z.array(ZDatasetContent), ...errorResponses },
  }),
  trackingDownload: defineRoute({
    method: 'GET',
    path: '/continuous/trackingid/:trackingId/download',
    summary: "One live stream's records as one file, its chunks joined oldest first",
    tags,
    access: 'member',
    params: trackingParams,
    answerType: 'file',
    responses: { 200: file, ...errorResponses },
  }),
  continuousPreview: defineRoute({
    method: 'GET',
    path: '/continuous/metadata/:id/preview',
    summary: "The start of a continuous feed's newest chunk, as text",
    tags,
    access: 'member',
    params: z.object({ id: zId }),
    query: z.object({ length: z.coerce.number().int().min(1).max(previewLength.max).default(previewLength.default) }),
    responses: { 200: ZContentPreview, ...errorResponses },
  }),
} as const;
