import { z } from 'zod';
import { zDateTime, zInt } from '../common/common.schemas';
import { zText } from '../validators/zod-fields';

/**
 * A zip holds at most this many files; the server refuses more with 'Please, choose less then 50
 * files.', and the web app already warns when this many are selected (spec).
 */
export const maxFilesPerZip = 50;
/** The name of every zip of several files. */
export const zipFileName = 'content.zip';
/** Latest files of a continuous feed listed at once. */
export const continuousListLimit = 3;
/** Characters a preview shows unless asked for fewer, and the most it shows. */
export const previewLength = { default: 2_000, max: 20_000 } as const;
/**
 * The public preview of a feed, shown to anyone who may see the feed: at most this many lines of its
 * newest file (a heading line and 10 rows), and at most this many characters.
 */
export const publicPreview = { lines: 11, characters: 4_000 } as const;
/** Years the timeframe picker goes back to. */
export const firstDataYear = 1981;

/**
 * The file info sent beside an upload: the name to show (the file's own name when blank) and the
 * period its data covers.
 */
export const ZContentInfo = z
  .object({
    fileName: zText().trim().max(255).optional(),
    dataStart: zDateTime.nullish(),
    dataEnd: zDateTime.nullish(),
  })
  .refine((info) => !info.dataStart || !info.dataEnd || info.dataStart <= info.dataEnd, {
    message: 'The end of the timeframe is before its start',
    path: ['dataEnd'],
  });
export type TContentInfo = z.input<typeof ZContentInfo>;

/** One file of a dataset. `fileName` is safe on any disk; `originalName` is what the uploader called it. */
export const ZDatasetContent = z.object({
  id: z.number().int(),
  datasetId: z.number().int(),
  fileName: z.string(),
  originalName: z.string(),
  trackingId: z.string().nullable().describe('The live stream a continuous feed chunk belongs to'),
  contentType: z.string(),
  size: z.number().int().describe('Bytes'),
  sha256: z.string(),
  dataStart: zDateTime.nullable(),
  dataEnd: zDateTime.nullable(),
  createdAt: zDateTime,
  createUserName: z.string().nullable(),
});
export type TDatasetContent = z.infer<typeof ZDatasetContent>;

/** A row of the Datasets tab: a feed's dataset and what it holds. The dataset id is the feed id. */
export const ZDatasetRow = z.object({
  datasetId: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  files: z.number().int(),
  totalSize: z.number().int(),
  lastUploadAt: zDateTime.nullable(),
});
export type TDatasetRow = z.infer<typeof ZDatasetRow>;

export const ZContentPreview = z.object({
  preview: z.string().describe('The start of the file as text; empty for binary files'),
  isBinary: z.boolean(),
  truncated: z.boolean().describe('The file goes on beyond the preview'),
});
export type TContentPreview = z.infer<typeof ZContentPreview>;

/** A feed's public preview: the start of its newest file, and which file that is. */
export const ZFeedPreview = ZContentPreview.extend({
  fileName: z.string(),
  contentType: z.string(),
  createdAt: zDateTime,
  dataStart: zDateTime.nullable(),
  dataEnd: zDateTime.nullable(),
});
export type TFeedPreview = z.infer<typeof ZFeedPreview>;

export const ZUploaded = z.object({ message: z.string(), content: z.array(ZDatasetContent) });
export type TUploaded = z.infer<typeof ZUploaded>;

/** Content ids of one dataset; at most `maxFilesPerZip` are zipped (beyond, the server answers the spec's message). */
export const ZContentIds = z.object({ ids: z.array(zInt.positive()).min(1).max(1_000) });
