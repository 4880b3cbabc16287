import { z } from 'zod';
import { zText } from '../validators/zod-fields';
import {
  memberCriterionKeys,
  metadataCriterionKeys,
  ruleConnectors,
  ruleRelations,
  ruleTypes,
  type RuleType,
} from './policies.constants';

const zConnector = z
  .union([z.literal(ruleConnectors.any), z.literal(ruleConnectors.all)])
  .describe('How the rules join: 1 Any, 2 All');
const zRelation = z
  .union([z.literal(ruleRelations.equals), z.literal(ruleRelations.notEquals)])
  .describe('1 Equals, 2 Not Equals');
const zOrder = z.number().int().min(0).max(1000);

/** A day as `YYYY-MM-DD` that exists in the calendar. */
export const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'This day does not exist');

/**
 * One rule: the member (or feed) field it reads, how it compares, and the value, as text: an id, or
 * an ISIC code. `options` keeps what the rule builder showed (value names), unread by the server.
 */
export const ZPolicyRule = z
  .object({
    order: zOrder.default(0),
    ruleType: z.enum(ruleTypes).describe('Whom the rule is about: the member asking, or the feed asked for'),
    field: zText().min(1).max(40).describe('A member criterion or a metadata criterion (the criteria lookups)'),
    relation: zRelation,
    value: zText().min(1).max(40).describe('An id of the field’s lookup, or an ISIC code'),
    connector: zConnector.optional().describe('Older model: how this rule joins the others of its list'),
    options: z
      .array(z.object({ name: zText().max(200), value: zText().max(40) }))
      .max(50)
      .optional(),
  })
  .superRefine((rule, context) => {
    const keys: readonly string[] = rule.ruleType === 'member' ? memberCriterionKeys : metadataCriterionKeys;
    if (!keys.includes(rule.field)) {
      context.addIssue({ code: 'custom', path: ['field'], message: `Unknown ${rule.ruleType} criterion` });
    }
  });
export type TPolicyRule = z.output<typeof ZPolicyRule>;

/** Groups nest at most this deep, so a policy stays readable (and its evaluation cheap). */
export const maxGroupDepth = 3;

/** A group of the newer model: rules and groups joined by `operand`, in `order`. */
export type TPolicyGroup = {
  name?: string | undefined;
  order: number;
  operand: 1 | 2;
  rules: TPolicyRule[];
  groups: TPolicyGroup[];
};

/** Named: a recursive schema is referenced by name in the OpenAPI document. */
export const ZPolicyGroup: z.ZodType<TPolicyGroup> = (
  z.lazy(() =>
    z.object({
      name: zText().max(100).optional(),
      order: zOrder.default(0),
      operand: zConnector.default(ruleConnectors.all),
      rules: z.array(ZPolicyRule).max(50).default([]),
      groups: z.array(ZPolicyGroup).max(20).default([]),
    }),
  ) as unknown as z.ZodType<TPolicyGroup>
).meta({ id: 'PolicyGroup' });

/** When a policy is in force: from `startDate` to `endDate`, both days included (UTC). */
export const ZTimePeriod = z
  .object({ startDate: zDay, endDate: zDay })
  .refine((period) => period.startDate <= period.endDate, {
    path: ['endDate'],
    message: 'The end comes before the start',
  });
export type TTimePeriod = z.output<typeof ZTimePeriod>;

/** The older model's criteria: a list of member rules, one of metadata rules, periods and feeds. */
export const ZPolicyCriteria = z.object({
  memberRule: z.array(ZPolicyRule).max(50).default([]),
  metadataRule: z.array(ZPolicyRule).max(50).default([]),
  timePeriods: z.array(ZTimePeriod).max(20).default([]),
  metadataIds: z.array(z.number().int().positive().max(2_147_483_647)).max(1000).default([]),
});
export type TPolicyCriteria = z.output<typeof ZPolicyCriteria>;

/** How deep groups nest (a group alone is 1). */
export function groupDepth(groups: readonly TPolicyGroup[]): number {
  return groups.reduce((deepest, group) => Math.max(deepest, 1 + groupDepth(group.groups)), 0);
}

/** Every rule of the groups, however deep. */
export function rulesOf(groups: readonly TPolicyGroup[]): TPolicyRule[] {
  return groups.flatMap((group) => [...group.rules, ...rulesOf(group.groups)]);
}

const byOrder = <T extends { order: number }>(items: readonly T[]) => [...items].sort((a, b) => a.order - b.order);

/** The older model's two lists as groups: each list joined by the connector of its first rule (All when unsaid). */
export function groupsFromCriteria(criteria: Pick<TPolicyCriteria, 'memberRule' | 'metadataRule'>): TPolicyGroup[] {
  const group = (name: string, order: number, ruleType: RuleType, rules: TPolicyRule[]): TPolicyGroup => {
    const sorted = byOrder(rules);
    return {
      name,
      order,
      operand: sorted[0]?.connector ?? ruleConnectors.all,
      rules: sorted.map(({ connector: _connector, ...rule }) => ({ ...rule, ruleType })),
      groups: [],
    };
  };
  return [
    ...(criteria.memberRule.length ? [group('Member rules', 1, 'member', criteria.memberRule)] : []),
    ...(criteria.metadataRule.length ? [group('Metadata rules', 2, 'metadata', criteria.metadataRule)] : []),
  ];
}

/**
 * The groups in the older model's shape, when they have it: at most one flat group of member rules
 * and one of metadata rules. Undefined for anything the two lists cannot say.
 */
export function criteriaFromGroups(
  groups: readonly TPolicyGroup[],
): Pick<TPolicyCriteria, 'memberRule' | 'metadataRule'> | undefined {
  const lists: Record<RuleType, TPolicyRule[]> = { member: [], metadata: [] };
  for (const group of groups) {
    if (group.groups.length || group.rules.length === 0) return undefined;
    const ruleType = group.rules[0]!.ruleType;
    if (lists[ruleType].length || group.rules.some((rule) => rule.ruleType !== ruleType)) return undefined;
    lists[ruleType] = byOrder(group.rules).map((rule) => ({ ...rule, connector: group.operand }));
  }
  return { memberRule: lists.member, metadataRule: lists.metadata };
}

/**
 * The part of the groups that is about `ruleType`: the other kind's rules are left out and groups
 * left empty dropped. Member rules decide whom a policy matches, metadata rules which feeds it covers.
 */
export function groupsAbout(groups: readonly TPolicyGroup[], ruleType: RuleType): TPolicyGroup[] {
  return groups.flatMap((group) => {
    const rules = group.rules.filter((rule) => rule.ruleType === ruleType);
    const nested = groupsAbout(group.groups, ruleType);
    return rules.length || nested.length ? [{ ...group, rules, groups: nested }] : [];
  });
}
