import { z } from 'zod';
import { zDateTime } from '../common/common.schemas';
import { ZPageQuery } from '../common/paging';
import { messages } from '../messages';
import { orEmpty, zNote } from '../validators/zod-fields';

/** An access's state: pending (the provider reviews), granted, refused, revoked, expired. */
export const accessStates = ['pending', 'granted', 'refused', 'revoked', 'expired'] as const;
export type AccessState = (typeof accessStates)[number];
export const accessStateNames: Record<AccessState, string> = {
  pending: 'Waiting for the provider',
  granted: 'Access granted',
  refused: 'Access refused',
  revoked: 'Access revoked',
  expired: 'Expired',
};

/** A workspace item is awaiting until it is locked; locked items are the accessed ones. */
export const workspaceStates = ['awaiting', 'accessed'] as const;

/** Longest note a workspace item keeps. */
export const workspaceNoteMaxLength = 1000;

/** What a price asks, as the consumer reads it on its access. */
export const ZAccessPrice = z.object({
  mode: z.number().int().describe('1 per feed, 2 volume, 3 duration'),
  modeText: z.string(),
  amount: z.number(),
  currency: z.string(),
  volumeAmount: z.number().int().nullable().describe('Downloads a payment buys (mode 2)'),
  duration: z.number().int().nullable().describe('Months a payment buys (mode 3)'),
});
export type TAccessPrice = z.infer<typeof ZAccessPrice>;

/** The decision on an organisation's request for a feed, and what its price allows. */
export const ZAccess = z.object({
  id: z.number().int(),
  state: z.enum(accessStates),
  stateText: z.string(),
  reason: z.string().describe('Why: the policy and rule that decided, or the default'),
  policyId: z.number().int().nullable(),
  policyName: z.string().nullable(),
  requestedDate: zDateTime,
  decidedDate: zDateTime.nullable(),
  expiresDate: zDateTime.nullable().describe('End of the period paid for (duration prices)'),
  downloadsAllowed: z.number().int().nullable().describe('Downloads paid for (volume prices)'),
  downloadsUsed: z.number().int(),
  note: z.string().nullable().describe('The provider’s note when it approved or refused'),
  price: ZAccessPrice.nullable().describe('None when the feed is free'),
});
export type TAccess = z.infer<typeof ZAccess>;

/** A feed in the organisation's workspace (consumer spec §3), with its access once locked. */
export const ZWorkspaceItem = z.object({
  id: z.number().int(),
  metadataId: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  status: z.enum(['awaiting', 'locked']),
  flagged: z.boolean(),
  hasNote: z.boolean(),
  note: z.object({ workspaceId: z.number().int(), note: z.string() }).nullable(),
  createDate: zDateTime,
  lockedDate: zDateTime.nullable(),
  access: ZAccess.nullable(),
});
export type TWorkspaceItem = z.infer<typeof ZWorkspaceItem>;

export const workspaceSorts = ['createDate', 'name', 'lockedDate'] as const;

export const ZWorkspaceQuery = ZPageQuery.extend({
  state: z.enum(workspaceStates).optional().describe('awaiting, or accessed (locked); both when unsaid'),
  orderBy: z.enum(workspaceSorts).default('createDate'),
});
export type TWorkspaceQuery = z.input<typeof ZWorkspaceQuery>;

export const ZWorkspaceNoteBody = z.object({
  note: zNote({ required: true }).max(workspaceNoteMaxLength, messages.maxLength),
});
export type TWorkspaceNoteBody = z.input<typeof ZWorkspaceNoteBody>;

export const ZNewContentQuery = z.object({
  since: zDateTime.describe('Content added after this moment'),
});

/** An accessed feed with content added since the moment asked about. */
export const ZNewContent = z.object({
  workspaceId: z.number().int(),
  metadataId: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  files: z.number().int().describe('Files or live-data chunks added since'),
  latestDate: zDateTime,
});
export type TNewContent = z.infer<typeof ZNewContent>;

/** A request an organisation received for one of its feeds, as the provider reads it. */
export const ZReceivedAccess = z.object({
  id: z.number().int(),
  feedId: z.number().int(),
  feedName: z.string(),
  organization: z.string().describe('The consumer, or the deciding policy’s alias for it'),
  state: z.enum(accessStates),
  stateText: z.string(),
  reason: z.string(),
  policyName: z.string().nullable(),
  requestedDate: zDateTime,
  decidedDate: zDateTime.nullable(),
  note: z.string().nullable(),
});
export type TReceivedAccess = z.infer<typeof ZReceivedAccess>;

export const ZReceivedAccessQuery = ZPageQuery.extend({
  state: z.enum(accessStates).optional(),
  orderBy: z.enum(['requestedDate', 'feedName', 'state']).default('requestedDate'),
});
export type TReceivedAccessQuery = z.input<typeof ZReceivedAccessQuery>;

export const ZAccessDecisionBody = z.object({
  note: orEmpty(zNote({ required: true }).max(workspaceNoteMaxLength, messages.maxLength)),
});
export type TAccessDecisionBody = z.input<typeof ZAccessDecisionBody>;

/** Where the caller stands with a feed: its own, in its workspace, and the decision on its request. */
export const ZFeedAccessStatus = z.object({
  metadataId: z.number().int(),
  isOwner: z.boolean().describe('The feed is the caller’s organisation’s: every right is its own'),
  workspaceId: z.number().int().nullable().describe('The workspace item of the feed, when it is in the workspace'),
  locked: z.boolean(),
  access: ZAccess.nullable().describe('The decision on the organisation’s request, once it locked the feed'),
  price: ZAccessPrice.nullable().describe('What access costs now; none when the feed is free'),
});
export type TFeedAccessStatus = z.infer<typeof ZFeedAccessStatus>;
