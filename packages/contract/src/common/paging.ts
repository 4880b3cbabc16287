import { z } from 'zod';
import { zText } from '../validators/zod-fields';
import { zIntText } from './common.schemas';

/** Paging query of every list: `pageNum` from 1, `pageSize`, `order`, `orderBy`, `filter`, `filterBy`. */
export const ZPageQuery = z.object({
  pageNum: zIntText.min(1).default(1),
  pageSize: zIntText.min(1).max(200).default(10),
  order: z.enum(['asc', 'desc']).default('desc'),
  orderBy: zText().max(40).optional(),
  filter: zText().max(200).optional(),
  filterBy: zText().max(40).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A page of a list; the total travels in the `x-total-count` header. */
export const zPage = <T extends z.ZodType>(item: T) => z.object({ data: z.object({ content: z.array(item) }) });
