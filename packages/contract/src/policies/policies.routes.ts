import { z } from 'zod';
import { zId, ZMessage, ZOption } from '../common/common.schemas';
import { ZPageQuery, zPage } from '../common/paging';
import { defineRoute } from '../common/route';
import {
  ZChallengeBody,
  ZCriterion,
  ZFlagParam,
  ZPickerFeed,
  ZPolicy,
  ZPolicyBody,
  ZPolicyListQuery,
  ZPolicyPreview,
  ZPolicyRow,
  ZPolicyType,
  ZPolicyNoteBody,
  ZPolicyValidation,
} from './policies.schemas';

const tag = 'policies';
const byId = z.object({ id: zId });

/** A lookup of the rule builder: anyone signed in reads it; it changes only with a release. */
const lookup = <A extends z.ZodType>(path: string, operationId: string, summary: string, answer: A) =>
  defineRoute({
    method: 'GET',
    path,
    operationId,
    summary,
    description: `${summary}. Browsers may keep it two minutes.`,
    tag,
    access: 'member',
    responses: { 200: answer },
  });

/** A change of one policy by its provider's administrators; re-decides the provider's accesses. */
const change = <P extends z.ZodObject>(
  path: string,
  operationId: string,
  summary: string,
  description: string,
  params: P,
) =>
  defineRoute({
    method: 'PUT',
    path,
    operationId,
    summary,
    description,
    tag,
    access: 'member',
    params,
    responses: { 200: ZPolicy },
    errors: [403, 404, 409],
  });

export const policiesRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v3/policy/:id',
    operationId: 'getPolicy',
    summary: 'One access policy, in the newer model and (when its rules fit) the older one',
    description: 'For the provider’s members and the supervisor; other organisations’ policies answer 404.',
    tag,
    access: 'member',
    params: byId,
    responses: { 200: ZPolicy },
    errors: [404],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v3/policy',
    operationId: 'createPolicy',
    summary: 'Write an access policy, in either model',
    description:
      'The organisation’s administrators write its policies (read-only organisations may not). A policy needs feed ' +
      'ids or metadata rules; its feeds must be the organisation’s own. An active policy applies at once: the ' +
      'provider’s accesses are decided again.',
    tag,
    access: 'member',
    body: ZPolicyBody,
    responses: { 201: ZPolicy },
    errors: [403, 409],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v3/policy/:id',
    operationId: 'updatePolicy',
    summary: 'Replace an access policy',
    description:
      'Replaces every field, in either model. The provider’s accesses are decided again: access no longer allowed ' +
      'is revoked, and both sides are told.',
    tag,
    access: 'member',
    params: byId,
    body: ZPolicyBody,
    responses: { 200: ZPolicy },
    errors: [403, 404, 409],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v3/policy/:id',
    operationId: 'deletePolicy',
    summary: 'Delete an access policy',
    description: 'The provider’s accesses are decided again without it.',
    tag,
    access: 'member',
    params: byId,
    responses: { 200: ZMessage },
    errors: [403, 404],
  }),
  clone: defineRoute({
    method: 'POST',
    path: '/v3/policy/:id/clone',
    operationId: 'clonePolicy',
    summary: 'Copy an access policy, not active',
    description: 'The copy is named “Copy of …” and waits, not active, to be changed and activated.',
    tag,
    access: 'member',
    params: byId,
    responses: { 201: ZPolicy },
    errors: [403, 404],
  }),
  validate: defineRoute({
    method: 'GET',
    path: '/v3/policy/:id/validate',
    operationId: 'validatePolicy',
    summary: 'Check that a policy can be activated',
    description:
      'Lists what would stop the policy from working: rule values no lookup knows, feeds no longer the provider’s, ' +
      'periods that are over, an open legal review.',
    tag,
    access: 'member',
    params: byId,
    responses: { 200: ZPolicyValidation },
    errors: [404],
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/v3/policy/preview',
    operationId: 'previewPolicy',
    summary: 'Which members and which feeds a policy’s rules would match, before it is activated',
    description:
      'Reads the policy as it would be written (nothing is saved): the provider’s feeds it would cover, and the ' +
      'enabled member organisations its member rules match, each as a count and the first 50 names.',
    tag,
    access: 'member',
    body: ZPolicyBody,
    responses: { 200: ZPolicyPreview },
    errors: [403],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/dashboard/v3/organization/:orgId/policy',
    operationId: 'listOrganizationPolicies',
    summary: "The Policies tab: an organisation's access policies (paged)",
    description:
      'Sortable by name, description, dateCreated, lastDateModified, active, priority, requirereview or username; ' +
      '`filter` (3 characters or more) matches names. For the organisation’s members and the supervisor.',
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZPolicyListQuery,
    responses: { 200: zPage(ZPolicyRow) },
    errors: [403, 404],
  }),
  feeds: defineRoute({
    method: 'GET',
    path: '/v3/policy/:orgId/metadata',
    operationId: 'listPolicyFeedChoices',
    summary: "The policy wizard's feed picker: the organisation's feeds (paged)",
    description: 'Every feed of the organisation by name, 200 a page in the pickers; `filter` matches names.',
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZPageQuery,
    responses: { 200: zPage(ZPickerFeed) },
    errors: [403, 404],
  }),
  memberCriteria: lookup(
    '/v3/policy/member/criteria',
    'listMemberCriteria',
    'The member fields rules compare',
    z.array(ZCriterion),
  ),
  metadataCriteria: lookup(
    '/v3/policy/metadata/criteria',
    'listMetadataCriteria',
    'The feed fields rules compare',
    z.array(ZCriterion),
  ),
  connectors: lookup('/v3/policy/connector', 'listRuleConnectors', 'How rules join: Any 1, All 2', z.array(ZOption)),
  relations: lookup(
    '/v3/policy/relation',
    'listRuleRelations',
    'How a rule compares: Equals 1, Not Equals 2',
    z.array(ZOption),
  ),
  statuses: lookup(
    '/v3/policy/status',
    'listPolicyStatuses',
    'Policy statuses: Active 1, Not active 2',
    z.array(ZOption),
  ),
  priorities: lookup(
    '/v3/policy/priority',
    'listPolicyPriorities',
    'Policy priorities: High 1, Low 2',
    z.array(ZOption),
  ),
  types: lookup(
    '/policy/type',
    'listPolicyTypes',
    'What a policy does to the members it matches',
    z.array(ZPolicyType),
  ),
  setStatus: change(
    '/v3/policy/:id/status/:statusId',
    'setPolicyStatus',
    'Activate a policy (1) or stop it (2)',
    'A policy whose legal review is open or was cleared cannot be activated (409, “Can’t activate policy”). The ' +
      'provider’s accesses are decided again.',
    z.object({ id: zId, statusId: z.enum(['1', '2']).transform(Number) }),
  ),
  setPriority: change(
    '/v3/policy/:id/priority/:priorityId',
    'setPolicyPriority',
    'Set a policy’s priority: high (1) or low (2)',
    'High-priority policies decide before low ones. The provider’s accesses are decided again.',
    z.object({ id: zId, priorityId: z.enum(['1', '2']).transform(Number) }),
  ),
  setReview: change(
    '/v3/policy/:id/review/:flag',
    'setPolicyReviewFlag',
    'Ask the organisation’s legal reviewers to review a policy (1), or stop asking (0)',
    'Setting the flag puts the policy in the organisation’s legal queue and tells its legal reviewers.',
    ZFlagParam,
  ),
  challenge: defineRoute({
    method: 'PUT',
    path: '/v3/policy/:id/challenge',
    operationId: 'challengePolicy',
    summary: 'Challenge a policy that refused or revoked your organisation’s access',
    description:
      'The reason goes to the provider’s administrators and legal reviewers. Organisations the policy never ' +
      'refused answer 409.',
    tag,
    access: 'member',
    params: byId,
    body: ZChallengeBody,
    responses: { 200: ZMessage },
    errors: [404, 409],
  }),
  setNote: defineRoute({
    method: 'PUT',
    path: '/v3/policy/:id/note',
    operationId: 'setPolicyNote',
    summary: 'Change the note of a policy',
    description: 'The note follows the note rules (provider spec §5); an empty note removes it.',
    tag,
    access: 'member',
    params: byId,
    body: ZPolicyNoteBody,
    responses: { 200: ZPolicy },
    errors: [403, 404],
  }),
} as const;
