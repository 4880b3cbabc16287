import { z } from 'zod';
import { zId, ZMessage } from '../common/common.schemas';
import { defineRoute } from '../common/route';

const tag = 'workspace';

export const workspaceRoutes = {
  addFeed: defineRoute({
    method: 'POST',
    path: '/workspace/metadata/:metadataId',
    operationId: 'addFeedToWorkspace',
    summary: "Add one feed to the organisation's workspace; 409 when it is there already",
    description:
      "Adds a feed the caller can see to the organisation's workspace, awaiting access. A feed the caller " +
      'cannot see answers 404; one already in the workspace answers 409.',
    tag,
    access: 'member',
    params: z.object({ metadataId: zId }),
    responses: { 201: ZMessage },
    errors: [404, 409],
  }),
  addFeeds: defineRoute({
    method: 'POST',
    path: '/workspace/metadata',
    operationId: 'addFeedsToWorkspace',
    summary: "Add several feeds to the organisation's workspace; feeds there already are skipped",
    description:
      'Adds up to 200 feeds at once and answers which were added and which were there already. If any of them ' +
      'cannot be seen by the caller, nothing is added and the answer is 404.',
    tag,
    access: 'member',
    body: z.array(zId).min(1).max(200).describe('Feed ids'),
    responses: {
      200: ZMessage.extend({ added: z.array(z.number().int()), skipped: z.array(z.number().int()) }),
    },
    errors: [404],
  }),
} as const;
