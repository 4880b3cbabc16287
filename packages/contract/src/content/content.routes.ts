import { z } from 'zod';
import { defineRoute } from '../common/route';
import { errorResponses } from '../common/common.schemas';
import { ZContentPage, zSlug } from './content.schemas';

const tags = ['content'];

export const contentRoutes = {
  groupIndex: defineRoute({
    method: 'GET',
    path: '/content/:group',
    summary: "A content group's index page",
    tags,
    access: 'public',
    params: z.object({ group: zSlug }),
    responses: { 200: ZContentPage, ...errorResponses },
  }),
  page: defineRoute({
    method: 'GET',
    path: '/content/:group/:page',
    summary: 'One static content page',
    tags,
    access: 'public',
    params: z.object({ group: zSlug, page: zSlug }),
    responses: { 200: ZContentPage, ...errorResponses },
  }),
} as const;
