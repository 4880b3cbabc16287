import { z } from 'zod';
import { zId, ZMessage } from '../common/common.schemas';
import { zPage } from '../common/paging';
import { defineRoute } from '../common/route';
import {
  ZAccessDecisionBody,
  ZFeedAccessStatus,
  ZNewContent,
  ZNewContentQuery,
  ZReceivedAccess,
  ZReceivedAccessQuery,
  ZWorkspaceItem,
  ZWorkspaceNoteBody,
  ZWorkspaceQuery,
} from './workspace.schemas';

const tag = 'workspace';
const itemParams = z.object({ orgId: zId, workspaceId: zId });

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
  feedStatus: defineRoute({
    method: 'GET',
    path: '/workspace/metadata/:metadataId',
    operationId: 'getFeedAccessStatus',
    summary: 'Where the caller stands with a feed: its own, in the workspace, its access and price',
    description:
      'For the feed’s details and files: whether the feed is the caller’s organisation’s, whether it is in the ' +
      'workspace and locked, the decision on its request, and what access costs now. A feed the caller cannot see ' +
      'answers 404.',
    tag,
    access: 'member',
    params: z.object({ metadataId: zId }),
    responses: { 200: ZFeedAccessStatus },
    errors: [404],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/dashboard/organization/:orgId/workspace',
    operationId: 'listWorkspace',
    summary: "The Workspace tab: the organisation's feeds awaiting access and those it locked (paged)",
    description:
      'Items newest first unless sorted otherwise, each with its feed, flag, note and, once locked, the decision on ' +
      'access (its state, the reason, what the price allows). `state` narrows to awaiting or accessed items; ' +
      '`filter` (3 characters or more) matches feed names. For the organisation’s members and the supervisor.',
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZWorkspaceQuery,
    responses: { 200: zPage(ZWorkspaceItem) },
    errors: [403, 404],
  }),
  newContent: defineRoute({
    method: 'GET',
    path: '/dashboard/organization/:orgId/workspace/content',
    operationId: 'listNewWorkspaceContent',
    summary: 'Find new content: accessed feeds with files added since a moment',
    description:
      'The feeds the organisation holds access to whose files (or live-data chunks) were added after `since`, with ' +
      'how many and the newest, newest first.',
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZNewContentQuery,
    responses: { 200: z.array(ZNewContent) },
    errors: [403, 404],
  }),
  flag: defineRoute({
    method: 'PUT',
    path: '/dashboard/organization/:orgId/workspace/:workspaceId/flagged',
    operationId: 'toggleWorkspaceFlag',
    summary: 'Flag a workspace item, or take its flag off',
    description: 'Toggles the item’s flag and answers the item. For the organisation’s own members.',
    tag,
    access: 'member',
    params: itemParams,
    responses: { 200: ZWorkspaceItem },
    errors: [403, 404],
  }),
  lock: defineRoute({
    method: 'PUT',
    path: '/dashboard/organization/:orgId/workspace/:workspaceId/locked',
    operationId: 'lockWorkspaceItem',
    summary: 'Lock a workspace item: ask the provider for access, and answer the decision',
    description:
      'Locking is permanent. The provider’s policies decide at once (granted, refused) or leave the request to the ' +
      'provider (pending); a granted feed with a price is charged in the same transaction. Locking an item whose ' +
      'request is pending or granted answers it as it is; one refused or expired asks again (a renewal is charged). ' +
      'With an `Idempotency-Key` header, a retry answers the first answer again. A feed of the organisation’s own ' +
      'answers 409.',
    tag,
    access: 'member',
    params: itemParams,
    responses: { 200: ZWorkspaceItem },
    errors: [403, 404, 409],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/dashboard/organization/:orgId/workspace/:workspaceId',
    operationId: 'removeWorkspaceItem',
    summary: 'Take a feed out of the workspace',
    description: 'Removes the item; access already granted stays with the organisation.',
    tag,
    access: 'member',
    params: itemParams,
    responses: { 200: ZMessage },
    errors: [403, 404],
  }),
  createNote: defineRoute({
    method: 'POST',
    path: '/dashboard/organization/:orgId/workspace/:workspaceId/note',
    operationId: 'createWorkspaceNote',
    summary: 'Write the note of a workspace item',
    description: 'The note follows the note rules (consumer spec §5). An item with a note already answers 409.',
    tag,
    access: 'member',
    params: itemParams,
    body: ZWorkspaceNoteBody,
    responses: { 201: ZWorkspaceItem },
    errors: [403, 404, 409],
  }),
  updateNote: defineRoute({
    method: 'PUT',
    path: '/dashboard/organization/:orgId/workspace/:workspaceId/note',
    operationId: 'updateWorkspaceNote',
    summary: 'Change the note of a workspace item',
    description: 'The note follows the note rules (consumer spec §5). An item without a note answers 404.',
    tag,
    access: 'member',
    params: itemParams,
    body: ZWorkspaceNoteBody,
    responses: { 200: ZWorkspaceItem },
    errors: [403, 404],
  }),
  listReceived: defineRoute({
    method: 'GET',
    path: '/dashboard/organization/:orgId/access',
    operationId: 'listReceivedAccessRequests',
    summary: "Requests for access to the organisation's feeds, and what was decided (paged)",
    description:
      'Newest first unless sorted otherwise; `state` narrows (pending: the requests waiting for the provider). A ' +
      'consumer under an anonymizing policy is named by the policy’s alias. For the organisation’s members and the ' +
      'supervisor.',
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZReceivedAccessQuery,
    responses: { 200: zPage(ZReceivedAccess) },
    errors: [403, 404],
  }),
  approve: defineRoute({
    method: 'PUT',
    path: '/access/:id/approve',
    operationId: 'approveAccessRequest',
    summary: 'Approve a pending request for access',
    description:
      'The provider’s administrators and legal reviewers grant a request its policy left to them; a price is charged ' +
      'then. A request no longer pending answers 409.',
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    body: ZAccessDecisionBody,
    responses: { 200: ZReceivedAccess },
    errors: [403, 404, 409],
  }),
  refuse: defineRoute({
    method: 'PUT',
    path: '/access/:id/refuse',
    operationId: 'refuseAccessRequest',
    summary: 'Refuse a pending request for access',
    description:
      'The provider’s administrators and legal reviewers refuse a request its policy left to them, with a note the ' +
      'consumer reads. A request no longer pending answers 409.',
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    body: ZAccessDecisionBody,
    responses: { 200: ZReceivedAccess },
    errors: [403, 404, 409],
  }),
} as const;
