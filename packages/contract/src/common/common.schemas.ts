import { z } from 'zod';
import { messages } from '../messages';

/** Every error answer of the API; named so the OpenAPI document defines it once. */
export const ZError = z
  .object({
    message: z.string().describe('Human-readable message, safe to show'),
    code: z.string().describe('Stable machine-readable code'),
    fields: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .describe('The failing fields of a bad request'),
  })
  .meta({ id: 'Error', description: 'An error: what went wrong and, for bad input, the failing fields' });
export type TError = z.infer<typeof ZError>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

/**
 * The range of PostgreSQL's `integer`, the type of every integer column input reaches (file sizes,
 * the one `bigint`, are never sent). A larger number is refused before it reaches a query.
 */
export const int4Range = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** An integer in a JSON body that fits an `integer` column. */
export const zInt = z.number().int().min(int4Range.min).max(int4Range.max);

/** An integer in a path or query, where it travels as text, that fits an `integer` column. */
export const zIntText = z.coerce.number().int().min(int4Range.min).max(int4Range.max);

/**
 * A decimal number in a body (a coordinate, a distance), kept to 9 decimal places: finer digits mean
 * nothing for what it measures, and PostgreSQL's arithmetic fails on numbers that small (underflow).
 * What rounds to -0 is 0.
 */
export const zDecimal = z.number().overwrite((value) => Math.round(value * 1e9) / 1e9 || 0);

/** A positive integer id in a path, e.g. `/user/:userId/tabs`. */
export const zId = zIntText.positive();

/** Comma-separated positive ids in a query, e.g. `ids=4,8,15`. */
export const zIdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, { abort: true })
  .refine((text) => text.split(',').every((id) => zId.safeParse(id).success), {
    message: `Ids are whole numbers from 1 to ${int4Range.max}`,
  });

export function formatDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** True when the text names a moment that exists: no 31 February, no hour 25, no year 0. */
function isRealDateTime(text: string): boolean {
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && formatDateTime(date) === text;
}

/** Dates travel as `YYYY-MM-DDTHH:mm:ssZ` (UTC) and must exist. */
export const zDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, { abort: true })
  .refine(isRealDateTime, messages.unknownDate);

/** Name and value pairs of a lookup list. */
export const ZOption = z.object({ name: z.string(), value: z.number().int() });
export type TOption = z.infer<typeof ZOption>;

/** A node of a selectable tree (ISIC, GICS). Named: a recursive schema is referenced by name in the OpenAPI document. */
export type TTreeNode = { id: string; name: string; description: string; children: TTreeNode[] };
export const ZTreeNode: z.ZodType<TTreeNode> = z
  .lazy(() => z.object({ id: z.string(), name: z.string(), description: z.string(), children: z.array(ZTreeNode) }))
  .meta({ id: 'TreeNode' });
