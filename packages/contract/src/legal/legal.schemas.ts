import { z } from 'zod';
import { zDateTime, zIntText } from '../common/common.schemas';
import { ZPageQuery } from '../common/paging';
import { notificationItemTypes } from '../notifications/notification-tabs';
import { zNote } from '../validators/zod-fields';

/** What the legal queue holds: feeds (metadata) and, later, policies; the ids are the notification item types. */
export const legalItemTypes = {
  policy: notificationItemTypes.policy,
  metadata: notificationItemTypes.metadata,
} as const;
export type LegalItemType = (typeof legalItemTypes)[keyof typeof legalItemTypes];

export const legalItemTypeNames: Record<number, string> = {
  [legalItemTypes.policy]: 'Policy',
  [legalItemTypes.metadata]: 'Feed',
};

/**
 * A review's state: open while it waits for the organisation's legal reviewers; resolved when they
 * approve it (a feed then waits for the supervisor); cleared when they send it back to its provider.
 */
export const legalReviewStates = { open: 1, resolved: 2, cleared: 3 } as const;

export const legalReviewStateNames: Record<number, string> = {
  [legalReviewStates.open]: 'Open',
  [legalReviewStates.resolved]: 'Resolved',
  [legalReviewStates.cleared]: 'Cleared',
};

/** Longest note the legal reviewers keep on a review. */
export const legalNoteMaxLength = 1000;

/** Sort fields of the legal queue. */
export const legalQueueSorts = ['createDate', 'itemName', 'state', 'decidedDate'] as const;

/** The queue's paging: `filter` (3 characters or more) matches the item's name; `state` narrows. */
export const ZLegalQueueQuery = ZPageQuery.extend({
  orderBy: z.enum(legalQueueSorts).default('createDate'),
  state: zIntText
    .refine((state) => state in legalReviewStateNames, 'Unknown state')
    .optional()
    .describe('Only reviews in this state: 1 open, 2 resolved, 3 cleared'),
});
export type TLegalQueueQuery = z.input<typeof ZLegalQueueQuery>;

/** One item of an organisation's legal queue. */
export const ZLegalReviewRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  itemType: z.number().int().describe('1 policy, 3 metadata (a feed)'),
  itemTypeText: z.string(),
  itemId: z.number().int(),
  itemName: z.string().describe('The name the item had when it was submitted for review'),
  state: z.number().int(),
  stateText: z.string(),
  requestedBy: z.string().nullable().describe('Who submitted the item'),
  createDate: zDateTime,
  decidedBy: z.string().nullable().describe('Who resolved or cleared it'),
  decidedDate: zDateTime.nullable(),
  noteCount: z.number().int(),
});
export type TLegalReviewRow = z.infer<typeof ZLegalReviewRow>;

export const ZLegalNote = z.object({
  id: z.number().int(),
  text: z.string(),
  userName: z.string().nullable(),
  createDate: zDateTime,
});
export type TLegalNote = z.infer<typeof ZLegalNote>;

const ZNamedValue = z.object({ value: z.number().int(), name: z.string() });

/** The legal section of a feed as its reviewers read it: lookup values by name, the custom lists it uses. */
export const ZFeedLegalSection = z.object({
  feedId: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  requireLegalReview: z.boolean(),
  licence: ZNamedValue.nullable().describe('Licence, domain 10'),
  terms: z.string().nullable(),
  regulatory: z.array(ZNamedValue).describe('Regulatory values, domain 14'),
  customLists: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        isGlobal: z.boolean().describe("A global list, or the organisation's own"),
        entries: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() })),
      }),
    )
    .describe('The custom lists whose entries the feed uses, with those entries'),
});
export type TFeedLegalSection = z.infer<typeof ZFeedLegalSection>;

/** A review with its notes, what the caller may do with it, and the item's legal section. */
/** A policy as its legal reviewers read it: what it does, to which feeds, by which rules. */
export const ZPolicyLegalSection = z.object({
  policyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  typeName: z.string().describe('What a match does: Allow, Deny or Review'),
  statusName: z.string(),
  priorityName: z.string(),
  anonymizer: z.string().nullable().describe('The alias providers read for consumers, when the policy hides them'),
  note: z.string().nullable(),
  feeds: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('The feeds it names'),
  rules: z.array(z.string()).describe('Its rules in words, each group on a line'),
  timePeriods: z.array(z.string()),
});
export type TPolicyLegalSection = z.infer<typeof ZPolicyLegalSection>;

export const ZLegalReview = ZLegalReviewRow.extend({
  notes: z.array(ZLegalNote).describe('Oldest first'),
  canAct: z.boolean().describe('Whether the caller may add notes, resolve or clear it'),
  feed: ZFeedLegalSection.nullable().describe('The legal section of a feed under review; none for other items'),
  policy: ZPolicyLegalSection.nullable().describe('The policy under review; none for other items'),
});
export type TLegalReview = z.infer<typeof ZLegalReview>;

/** A note on a review: the spec's note rules, at most `legalNoteMaxLength` characters. */
export const ZLegalNoteBody = z.object({
  note: zNote({ required: true }).max(legalNoteMaxLength),
});
export type TLegalNoteBody = z.input<typeof ZLegalNoteBody>;

/** Resolving may leave a note; clearing must say why, as the provider reads it. */
export const ZResolveLegalReviewBody = z.object({
  note: zNote({ required: true }).max(legalNoteMaxLength).optional().describe('Kept with the review; optional'),
});
export const ZClearLegalReviewBody = z.object({
  note: zNote({ required: true })
    .max(legalNoteMaxLength)
    .describe("Why the item goes back: kept with the review and shown to the provider on the feed's Legal step"),
});
