import { z } from 'zod';

/** Paging query of every list: `pageNum` from 1, `pageSize`, `order`, `orderBy`, `filter`, `filterBy`. */
export const ZPageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  order: z.enum(['asc', 'desc']).default('desc'),
  orderBy: z.string().max(40).optional(),
  filter: z.string().max(200).optional(),
  filterBy: z.string().max(40).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A page of a list; the total travels in the `x-total-count` header. */
export const zPage = <T extends z.ZodType>(item: T) => z.object({ data: z.object({ content: z.array(item) }) });
