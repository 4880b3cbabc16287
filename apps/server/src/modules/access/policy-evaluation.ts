import type { SearchFilterKey } from '@feedmarket/contract/catalog/catalog.constants';
import {
  memberCriteria,
  metadataCriteria,
  policyTypes,
  ruleConnectors,
  ruleRelationNames,
  ruleRelations,
  type MemberCriterion,
  type RuleType,
} from '@feedmarket/contract/policies/policies.constants';
import {
  groupsAbout,
  type TPolicyGroup,
  type TPolicyRule,
  type TTimePeriod,
} from '@feedmarket/contract/policies/policy-rules';
import { encodeFacet } from '../catalog/facet-codes';

/** What member rules read of the organisation asking for access. */
export type MemberFacts = {
  orgId: number;
  countryId: number;
  stateId: number | null;
  /** Its ISIC codes with every code above them, so a rule on a division matches its classes. */
  isicCodes: ReadonlySet<string>;
  organizationType: number;
};

/** What metadata rules read of a feed: its id and its filter values (`facets`, ISIC ancestors included). */
export type FeedFacts = { id: number; facets: ReadonlySet<number> };

/** A policy as decisions read it. */
export type DecidingPolicy = {
  id: number;
  name: string;
  typeId: number;
  priority: number;
  createdAt: Date;
  groups: TPolicyGroup[];
  timePeriods: TTimePeriod[];
  /** The feeds it names by id. */
  feedIds: ReadonlySet<number>;
  anonymizerFlag: boolean;
};

export type DecisionState = 'granted' | 'refused' | 'pending';

/**
 * What was decided and why: the policy and the rule that matched; or, when none matched, the
 * allow-list that leaves the member out (`matched` false), or nothing (a feed open to all).
 */
export type Decision = {
  state: DecisionState;
  policy: DecidingPolicy | null;
  rule: TPolicyRule | null;
  matched: boolean;
  /** Whether any active policy of the provider covers the feed. */
  covered: boolean;
};

function memberValueHolds(field: MemberCriterion, value: string, member: MemberFacts): boolean {
  switch (field) {
    case 'organization':
      return Number(value) === member.orgId;
    case 'country':
      return Number(value) === member.countryId;
    case 'state':
      return Number(value) === member.stateId;
    case 'isicCode':
      return member.isicCodes.has(value);
    case 'organizationType':
      return Number(value) === member.organizationType;
  }
}

function feedValueHolds(field: string, value: string, feed: FeedFacts): boolean {
  if (field === 'feed') return Number(value) === feed.id;
  try {
    return feed.facets.has(encodeFacet(field as SearchFilterKey, value));
  } catch {
    // A value no feed can carry (not a number where one is needed) matches none.
    return false;
  }
}

type Facts = { member?: MemberFacts; feed?: FeedFacts };

function ruleHolds(rule: TPolicyRule, facts: Facts): boolean {
  const equal =
    rule.ruleType === 'member'
      ? memberValueHolds(rule.field as MemberCriterion, rule.value, facts.member!)
      : feedValueHolds(rule.field, rule.value, facts.feed!);
  return rule.relation === ruleRelations.equals ? equal : !equal;
}

/**
 * Whether the group holds, and the rule that shows it: with Any the first rule that holds, with All
 * the first of its rules (all of them hold). Undefined when the group does not hold.
 */
function groupWitness(group: TPolicyGroup, facts: Facts): { rule: TPolicyRule | null } | undefined {
  const parts: (() => { rule: TPolicyRule | null } | undefined)[] = [
    ...[...group.rules]
      .sort((a, b) => a.order - b.order)
      .map((rule) => () => (ruleHolds(rule, facts) ? { rule } : undefined)),
    ...[...group.groups].sort((a, b) => a.order - b.order).map((nested) => () => groupWitness(nested, facts)),
  ];
  if (group.operand === ruleConnectors.any) {
    for (const part of parts) {
      const witness = part();
      if (witness) return witness;
    }
    return undefined;
  }
  let first: { rule: TPolicyRule | null } | undefined;
  for (const part of parts) {
    const witness = part();
    if (!witness) return undefined;
    first ??= witness;
  }
  return first ?? { rule: null };
}

/** Whether all the top-level groups about `ruleType` hold; the witness rule of the first one. */
function holds(groups: TPolicyGroup[], ruleType: RuleType, facts: Facts): { rule: TPolicyRule | null } | undefined {
  let first: { rule: TPolicyRule | null } | undefined;
  for (const group of groupsAbout(groups, ruleType)) {
    const witness = groupWitness(group, facts);
    if (!witness) return undefined;
    first ??= witness;
  }
  return first ?? { rule: null };
}

/** Whether the policy has metadata rules: then it covers the feeds they match, beside those it names. */
export const hasMetadataRules = (policy: Pick<DecidingPolicy, 'groups'>) =>
  groupsAbout(policy.groups, 'metadata').length > 0;

/** Whether the policy covers the feed: it names it, or it has metadata rules and they hold for it. */
export function coversFeed(policy: DecidingPolicy, feed: FeedFacts): boolean {
  if (policy.feedIds.has(feed.id)) return true;
  return hasMetadataRules(policy) && holds(policy.groups, 'metadata', { feed }) !== undefined;
}

/** The member rule showing that the policy matches the member (null: it has none, so matches all), or undefined. */
export function memberMatch(policy: DecidingPolicy, member: MemberFacts): { rule: TPolicyRule | null } | undefined {
  return holds(policy.groups, 'member', { member });
}

/** Whether the policy is in force on `day` (YYYY-MM-DD, UTC): always without periods, else within one. */
export function inForce(policy: Pick<DecidingPolicy, 'timePeriods'>, day: string): boolean {
  return (
    policy.timePeriods.length === 0 ||
    policy.timePeriods.some((period) => period.startDate <= day && day <= period.endDate)
  );
}

/** High priority first, then the oldest, then the lowest id. */
export function decisionOrder(a: DecidingPolicy, b: DecidingPolicy): number {
  return a.priority - b.priority || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
}

const outcomeOfType: Record<number, DecisionState> = {
  [policyTypes.allow]: 'granted',
  [policyTypes.deny]: 'refused',
  [policyTypes.review]: 'pending',
};

/**
 * Decides a member's request for a feed from the provider's active policies (docs/decisions.md,
 * "The decision"): the applicable ones in order, the first matching the member decides by its type;
 * with none matching, an allow-list (an applicable Allow or Review policy) refuses, else access is
 * granted.
 */
export function decide(
  policies: readonly DecidingPolicy[],
  feed: FeedFacts,
  member: MemberFacts,
  day: string,
): Decision {
  const applicable = policies.filter((policy) => inForce(policy, day) && coversFeed(policy, feed)).sort(decisionOrder);
  for (const policy of applicable) {
    const match = memberMatch(policy, member);
    if (match) {
      return {
        state: outcomeOfType[policy.typeId] ?? 'refused',
        policy,
        rule: match.rule,
        matched: true,
        covered: true,
      };
    }
  }
  const allowList = applicable.find((policy) => policy.typeId !== policyTypes.deny);
  return {
    state: allowList ? 'refused' : 'granted',
    policy: allowList ?? null,
    rule: null,
    matched: false,
    covered: applicable.length > 0,
  };
}

/** The label of a rule's field. */
export function criterionLabel(rule: Pick<TPolicyRule, 'ruleType' | 'field'>): string {
  const criteria: Record<string, { label: string }> = rule.ruleType === 'member' ? memberCriteria : metadataCriteria;
  return criteria[rule.field]?.label ?? rule.field;
}

/**
 * The decision in words, as both sides read it. `valueName` names a rule's value (a country's name
 * for its id); the rule's own `options` are not trusted for it, since the provider's browser wrote them.
 */
export function describeDecision(decision: Decision, valueName: string): string {
  const { policy, rule, state, matched, covered } = decision;
  if (!policy) {
    return covered
      ? 'None of the provider’s policies for this feed refuses your organisation, so it is open to you.'
      : 'No access policy of the provider covers this feed, so it is open to every member.';
  }
  if (!matched) {
    return `The provider gives access to this feed only to the members its policies name ('${policy.name}' among them).`;
  }
  const verdict = { granted: 'grants access', refused: 'refuses access', pending: 'asks the provider to review' }[
    state
  ];
  const because = rule ? describeRule(rule, valueName) : 'it applies to every member';
  return `Policy '${policy.name}' ${verdict}: ${because}.`;
}

/** A rule in words: "Country equals Germany". */
export function describeRule(rule: Pick<TPolicyRule, 'ruleType' | 'field' | 'relation'>, valueName: string): string {
  return `${criterionLabel(rule)} ${ruleRelationNames[rule.relation]!.toLowerCase()} ${valueName}`;
}
