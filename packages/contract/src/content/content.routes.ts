import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZContentPage, zSlug } from './content.schemas';

const tag = 'content';

export const contentRoutes = {
  groupIndex: defineRoute({
    method: 'GET',
    path: '/content/:group',
    operationId: 'getContentIndex',
    summary: "A content group's index page",
    description: 'The index page of a group of static pages (help, legal…) in Markdown. An unknown group answers 404.',
    tag,
    access: 'public',
    params: z.object({ group: zSlug }),
    responses: { 200: ZContentPage },
    errors: [404],
  }),
  page: defineRoute({
    method: 'GET',
    path: '/content/:group/:page',
    operationId: 'getContentPage',
    summary: 'One static content page',
    description: 'One static page of a content group, in Markdown. An unknown group or page answers 404.',
    tag,
    access: 'public',
    params: z.object({ group: zSlug, page: zSlug }),
    responses: { 200: ZContentPage },
    errors: [404],
  }),
} as const;
