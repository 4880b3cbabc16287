import { z } from 'zod';

export const zSlug = z.string().regex(/^[a-zA-Z0-9-]{1,60}$/);

/** A static content page; the body is Markdown written by the operator. */
export const ZContentPage = z.object({
  group: z.string(),
  page: z.string().describe('Page slug; "index" for a group index page'),
  title: z.string(),
  body: z.string(),
  pages: z.array(z.object({ page: z.string(), title: z.string() })).describe('Other pages of the same group'),
});
export type TContentPage = z.infer<typeof ZContentPage>;
