import { z } from 'zod';
import { zDateTime, zId } from '../common/common.schemas';
import { ZPageQuery } from '../common/paging';
import { messages } from '../messages';
import { orEmpty, zFeedDescription, zFeedName, zNote, zText } from '../validators/zod-fields';
import {
  activeStatuses,
  defaultAnonymizerText,
  policyLimits,
  policyPriorities,
  policySorts,
  policyTypes,
} from './policies.constants';
import {
  groupDepth,
  groupsAbout,
  groupsFromCriteria,
  maxGroupDepth,
  ZPolicyCriteria,
  ZPolicyGroup,
  ZTimePeriod,
  type TPolicyGroup,
  type TTimePeriod,
} from './policy-rules';

const zFeedIds = z.array(z.number().int().positive().max(2_147_483_647)).max(1000);
const zActiveStatus = z.union([z.literal(activeStatuses.active), z.literal(activeStatuses.notActive)]);

/** Priority as a number (1 high, 2 low), or as the older model's word. */
const zPriority = z
  .union([
    z.literal(policyPriorities.high),
    z.literal(policyPriorities.low),
    z
      .enum(['HIGH', 'LOW', 'high', 'low'])
      .transform((word) => (word.toUpperCase() === 'LOW' ? policyPriorities.low : policyPriorities.high)),
  ])
  .describe('1 high (decides first), 2 low; the older model may say HIGH or LOW');

/**
 * A policy as the provider writes it, in either model: the newer one (`groups`, `timePeriods`,
 * `metadataIds`) or the older one (`policyCriteria`). Both become the same policy; sending both
 * answers 400. It needs feed ids or metadata rules, so it is clear what it covers.
 */
export const ZPolicyBody = z
  .object({
    name: zFeedName({ required: true }).max(policyLimits.nameMax, messages.maxLength),
    description: orEmpty(zFeedDescription({ required: true }).max(policyLimits.descriptionMax, messages.maxLength)),
    typeId: z
      .union([z.literal(policyTypes.allow), z.literal(policyTypes.deny), z.literal(policyTypes.review)])
      .describe('What a match does: 1 allow, 2 deny, 3 review (the provider approves each request)'),
    status: zActiveStatus.optional().describe('1 active (the default), 2 not active'),
    active: zActiveStatus.optional().describe('The older model’s name of `status`'),
    priority: zPriority.default(policyPriorities.high),
    requireLegalReview: z.boolean().optional().describe('The organisation’s legal reviewers review the policy'),
    requirereview: z.boolean().optional().describe('The older model’s name of `requireLegalReview`'),
    anonymizerFlag: z.boolean().default(false).describe('Providers see `anonymizerText` instead of consumers’ names'),
    anonymizerText: zText().trim().min(1).max(policyLimits.anonymizerTextMax).default(defaultAnonymizerText),
    note: orEmpty(zNote({ required: true }).max(policyLimits.noteMax, messages.maxLength)),
    groups: z.array(ZPolicyGroup).max(20).optional().describe('Newer model: groups of rules, all of which must hold'),
    timePeriods: z.array(ZTimePeriod).max(20).optional().describe('Newer model: when the policy is in force'),
    metadataIds: zFeedIds.optional().describe('Newer model: the feeds the policy covers'),
    policyCriteria: ZPolicyCriteria.optional().describe('Older model: member and metadata rules, periods, feeds'),
  })
  .superRefine((body, context) => {
    const newer = body.groups ?? body.timePeriods ?? body.metadataIds;
    if (body.policyCriteria && newer) {
      context.addIssue({ code: 'custom', path: ['policyCriteria'], message: 'Send one model: criteria or groups' });
      return;
    }
    if (body.groups && groupDepth(body.groups) > maxGroupDepth) {
      context.addIssue({ code: 'custom', path: ['groups'], message: `Groups nest at most ${maxGroupDepth} deep` });
    }
  })
  .transform((body) => {
    const criteria = body.policyCriteria;
    const groups: TPolicyGroup[] = criteria ? groupsFromCriteria(criteria) : (body.groups ?? []);
    return {
      name: body.name,
      description: body.description ?? '',
      typeId: body.typeId,
      status: body.status ?? body.active ?? activeStatuses.active,
      priority: body.priority,
      requireLegalReview: body.requireLegalReview ?? body.requirereview ?? false,
      anonymizerFlag: body.anonymizerFlag,
      anonymizerText: body.anonymizerText,
      note: body.note || null,
      groups,
      timePeriods: (criteria ? criteria.timePeriods : body.timePeriods) ?? ([] as TTimePeriod[]),
      metadataIds: [...new Set((criteria ? criteria.metadataIds : body.metadataIds) ?? [])],
    };
  })
  .refine((policy) => policy.metadataIds.length > 0 || groupsAbout(policy.groups, 'metadata').length > 0, {
    path: ['metadataIds'],
    message: messages.policyNeedsFeeds,
  });
export type TPolicyBody = z.input<typeof ZPolicyBody>;
export type PolicyInput = z.output<typeof ZPolicyBody>;

/** A policy as the API answers it: the newer model, and the older one when the rules fit it. */
export const ZPolicy = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  name: z.string(),
  description: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  status: z.number().int(),
  active: z.number().int().describe('The same as `status`, by the older model’s name'),
  statusName: z.string(),
  priority: z.number().int(),
  priorityName: z.string(),
  requireLegalReview: z.boolean(),
  requirereview: z.boolean().describe('The same as `requireLegalReview`, by the older model’s name'),
  legalReviewState: z.number().int().nullable().describe('The latest legal review: 1 open, 2 resolved, 3 cleared'),
  anonymizerFlag: z.boolean(),
  anonymizerText: z.string(),
  note: z.string().nullable(),
  groups: z.array(ZPolicyGroup),
  timePeriods: z.array(ZTimePeriod),
  metadataIds: z.array(z.number().int()),
  policyCriteria: ZPolicyCriteria.nullable().describe('The older model, when the rules have its shape'),
  challengeCount: z.number().int(),
  dateCreated: zDateTime,
  lastDateModified: zDateTime,
  username: z.string().nullable().describe('Who changed it last'),
});
export type TPolicy = z.infer<typeof ZPolicy>;

/** One row of the Policies tab. */
export const ZPolicyRow = ZPolicy.omit({
  groups: true,
  timePeriods: true,
  metadataIds: true,
  policyCriteria: true,
}).extend({
  feedCount: z.number().int().describe('Feeds named by id'),
  ruleCount: z.number().int(),
});
export type TPolicyRow = z.infer<typeof ZPolicyRow>;

export const ZPolicyListQuery = ZPageQuery.extend({
  orderBy: z.enum(policySorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TPolicyListQuery = z.input<typeof ZPolicyListQuery>;

/** A criterion of the rule builder: its key, its name, and where its values come from. */
export const ZCriterion = z.object({ value: z.string(), name: z.string(), source: z.union([z.string(), z.number()]) });
export type TCriterion = z.infer<typeof ZCriterion>;

export const ZPolicyType = z.object({ value: z.number().int(), name: z.string(), description: z.string() });

/** What a policy's rules would match, before it is activated. */
export const ZPolicyPreview = z.object({
  feeds: z.object({ total: z.number().int(), items: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  members: z.object({ total: z.number().int(), items: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});
export type TPolicyPreview = z.infer<typeof ZPolicyPreview>;

export const ZPolicyValidation = z.object({
  valid: z.boolean(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type TPolicyValidation = z.infer<typeof ZPolicyValidation>;

export const ZChallengeBody = z.object({
  reason: zNote({ required: true }).max(policyLimits.noteMax, messages.maxLength).describe('Why the decision is wrong'),
});
export type TChallengeBody = z.input<typeof ZChallengeBody>;

/** A policy's note: the note rules; an empty one removes it. */
export const ZPolicyNoteBody = z.object({
  note: orEmpty(zNote({ required: true }).max(policyLimits.noteMax, messages.maxLength)),
});
export type TPolicyNoteBody = z.input<typeof ZPolicyNoteBody>;

/** A feed of the provider for the policy and pricing pickers. */
export const ZPickerFeed = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
});
export type TPickerFeed = z.infer<typeof ZPickerFeed>;

/** The review flag in a path: 1 or true sets it, 0 or false clears it. */
export const ZFlagParam = z.object({
  id: zId,
  flag: z.enum(['0', '1', 'true', 'false']).transform((flag) => flag === '1' || flag === 'true'),
});
