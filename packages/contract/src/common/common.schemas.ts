import { z } from 'zod';

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

/** A positive integer id in a path, e.g. `/user/:userId/tabs`. */
export const zId = z.coerce.number().int().positive().max(2_147_483_647);

/** Dates travel as `YYYY-MM-DDTHH:mm:ssZ` (UTC). */
export const zDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

export function formatDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Name and value pairs of a lookup list. */
export const ZOption = z.object({ name: z.string(), value: z.number().int() });
export type TOption = z.infer<typeof ZOption>;

/** A node of a selectable tree (ISIC, GICS). Named: a recursive schema is referenced by name in the OpenAPI document. */
export type TTreeNode = { id: string; name: string; description: string; children: TTreeNode[] };
export const ZTreeNode: z.ZodType<TTreeNode> = z
  .lazy(() => z.object({ id: z.string(), name: z.string(), description: z.string(), children: z.array(ZTreeNode) }))
  .meta({ id: 'TreeNode' });
