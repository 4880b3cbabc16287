import { z } from 'zod';
import { errorResponses, zId, ZMessage } from '../common/common.schemas';
import { defineRoute } from '../common/route';

const tags = ['workspace'];

export const workspaceRoutes = {
  addFeed: defineRoute({
    method: 'POST',
    path: '/workspace/metadata/:metadataId',
    summary: "Add one feed to the organisation's workspace; 409 when it is there already",
    tags,
    access: 'member',
    params: z.object({ metadataId: zId }),
    responses: { 201: ZMessage, ...errorResponses },
  }),
  addFeeds: defineRoute({
    method: 'POST',
    path: '/workspace/metadata',
    summary: "Add several feeds to the organisation's workspace; feeds there already are skipped",
    tags,
    access: 'member',
    body: z.array(zId).min(1).max(200).describe('Feed ids'),
    responses: {
      200: ZMessage.extend({ added: z.array(z.number().int()), skipped: z.array(z.number().int()) }),
      ...errorResponses,
    },
  }),
} as const;
