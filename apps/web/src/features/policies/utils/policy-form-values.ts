import { messages } from '@feedmarket/contract/messages';
import {
  activeStatuses,
  defaultAnonymizerText,
  policyPriorities,
  policyTypes,
  ruleConnectors,
  ruleRelations,
  type RuleType,
} from '@feedmarket/contract/policies/policies.constants';
import { ZPolicyBody, type TPolicy, type TPolicyBody } from '@feedmarket/contract/policies/policies.schemas';
import { groupsAbout, ZTimePeriod, type TPolicyGroup } from '@feedmarket/contract/policies/policy-rules';

import type { StepIssue } from '../../../components/wizard/step-issues-alert';
import { schemaFieldIssues } from '../../../lib/form-validation';

/** The policy wizard's steps (provider spec §2), in order. */
export const policySteps = ['describe', 'select', 'config', 'assign', 'summary', 'activate'] as const;
export type PolicyStep = (typeof policySteps)[number];

export const policyStepTitles: Record<PolicyStep, string> = {
  describe: 'Describe',
  select: 'Select feeds',
  config: 'Configure rules',
  assign: 'Assign',
  summary: 'Summary',
  activate: 'Activate',
};

export type PolicyTypeId = (typeof policyTypes)[keyof typeof policyTypes];
export type Priority = (typeof policyPriorities)[keyof typeof policyPriorities];
export type Connector = (typeof ruleConnectors)[keyof typeof ruleConnectors];
export type Relation = (typeof ruleRelations)[keyof typeof ruleRelations];

/** A rule as the builder holds it: `field` and `value` are empty until chosen; `valueName` is what the picker showed. */
export type RuleValues = { key: string; field: string; relation: Relation; value: string; valueName: string };

/** A group of rules joined by `operand` (Any or All), with groups inside it. */
export type GroupValues = { key: string; name: string; operand: Connector; rules: RuleValues[]; groups: GroupValues[] };

/** A period the policy is in force, both days as `YYYY-MM-DD` (empty until chosen). */
export type PeriodValues = { key: string; startDate: string; endDate: string };

/**
 * The wizard's form. Member and metadata rules are kept apart: the server reads only member rules to
 * decide whom a policy matches and only metadata rules to decide which feeds it covers, so two lists
 * of groups say exactly what one mixed list says.
 */
export type PolicyFormValues = {
  name: string;
  description: string;
  typeId: PolicyTypeId | null;
  priority: Priority;
  /** The saved policy's status; a new one's is chosen when it is saved. */
  status: number;
  requireLegalReview: boolean;
  anonymizerFlag: boolean;
  anonymizerText: string;
  /** Kept as it is: a policy is replaced whole, and its note is changed from the list. */
  note: string;
  metadataIds: number[];
  memberGroups: GroupValues[];
  metadataGroups: GroupValues[];
  timePeriods: PeriodValues[];
};

let lastKey = 0;
/** A React key for a rule, group or period that has no id of its own. */
export const newKey = () => `k${++lastKey}`;

export const emptyRule = (): RuleValues => ({
  key: newKey(),
  field: '',
  relation: ruleRelations.equals,
  value: '',
  valueName: '',
});

/** A new group starts with one rule to fill in, joined by All. */
export const emptyGroup = (): GroupValues => ({
  key: newKey(),
  name: '',
  operand: ruleConnectors.all,
  rules: [emptyRule()],
  groups: [],
});

export const emptyPeriod = (): PeriodValues => ({ key: newKey(), startDate: '', endDate: '' });

/** A new policy: the spec's defaults (status 1, priority 1, anonymizer text 'Suppressed'); its type is the user's choice. */
export function emptyPolicyValues(): PolicyFormValues {
  return {
    name: '',
    description: '',
    typeId: null,
    priority: policyPriorities.high,
    status: activeStatuses.active,
    requireLegalReview: false,
    anonymizerFlag: false,
    anonymizerText: defaultAnonymizerText,
    note: '',
    metadataIds: [],
    memberGroups: [],
    metadataGroups: [],
    timePeriods: [],
  };
}

const isPolicyType = (value: number): value is PolicyTypeId => (Object.values(policyTypes) as number[]).includes(value);

function groupToValues(group: TPolicyGroup): GroupValues {
  return {
    key: newKey(),
    name: group.name ?? '',
    operand: group.operand,
    rules: [...group.rules]
      .sort((a, b) => a.order - b.order)
      .map((rule) => ({
        key: newKey(),
        field: rule.field,
        relation: rule.relation,
        value: rule.value,
        valueName: rule.options?.find((option) => option.value === rule.value)?.name ?? '',
      })),
    groups: [...group.groups].sort((a, b) => a.order - b.order).map(groupToValues),
  };
}

/** A saved policy in the wizard's form. */
export function policyToValues(policy: TPolicy): PolicyFormValues {
  return {
    name: policy.name,
    description: policy.description,
    typeId: isPolicyType(policy.typeId) ? policy.typeId : null,
    priority: policy.priority === policyPriorities.low ? policyPriorities.low : policyPriorities.high,
    status: policy.status,
    requireLegalReview: policy.requireLegalReview,
    anonymizerFlag: policy.anonymizerFlag,
    anonymizerText: policy.anonymizerText,
    note: policy.note ?? '',
    metadataIds: policy.metadataIds,
    memberGroups: groupsAbout(policy.groups, 'member').map(groupToValues),
    metadataGroups: groupsAbout(policy.groups, 'metadata').map(groupToValues),
    timePeriods: policy.timePeriods.map((period) => ({ key: newKey(), ...period })),
  };
}

/** Whether a group says anything: an empty one is left out of what is saved. */
export const hasRules = (group: GroupValues): boolean => group.rules.length > 0 || group.groups.some(hasRules);

type GroupInput = NonNullable<TPolicyBody['groups']>[number];

function groupToBody(group: GroupValues, ruleType: RuleType, order: number): GroupInput {
  return {
    ...(group.name ? { name: group.name } : {}),
    order,
    operand: group.operand,
    rules: group.rules.map((rule, index) => ({
      order: index + 1,
      ruleType,
      field: rule.field,
      relation: rule.relation,
      value: rule.value,
      // What the builder showed, so the rule reads the same wherever it is listed.
      ...(rule.valueName ? { options: [{ name: rule.valueName, value: rule.value }] } : {}),
    })),
    groups: group.groups.filter(hasRules).map((nested, index) => groupToBody(nested, ruleType, index + 1)),
  };
}

/** The groups as the API takes them: member groups first, then metadata groups, empty ones left out. */
export function groupsToBody(values: Pick<PolicyFormValues, 'memberGroups' | 'metadataGroups'>): GroupInput[] {
  const member = values.memberGroups.filter(hasRules).map((group) => ({ group, ruleType: 'member' as const }));
  const metadata = values.metadataGroups.filter(hasRules).map((group) => ({ group, ruleType: 'metadata' as const }));
  return [...member, ...metadata].map(({ group, ruleType }, index) => groupToBody(group, ruleType, index + 1));
}

/** The policy as the API takes it (the newer model), saved with `status`. */
export function valuesToBody(values: PolicyFormValues, status: number = values.status): TPolicyBody {
  return {
    name: values.name,
    description: values.description,
    // Sent only once the Describe step holds a type.
    typeId: values.typeId ?? policyTypes.allow,
    status: status === activeStatuses.notActive ? activeStatuses.notActive : activeStatuses.active,
    priority: values.priority,
    requireLegalReview: values.requireLegalReview,
    anonymizerFlag: values.anonymizerFlag,
    // Kept while the flag is off, so turning it back on finds the text again.
    anonymizerText: values.anonymizerText || defaultAnonymizerText,
    note: values.note,
    groups: groupsToBody(values),
    timePeriods: values.timePeriods.map(({ startDate, endDate }) => ({ startDate, endDate })),
    metadataIds: values.metadataIds,
  };
}

/** What the form would save, to tell whether anything changed since it was loaded. */
export function policyFingerprint(values: PolicyFormValues): string {
  return JSON.stringify(valuesToBody(values));
}

/** Whether the policy names feeds or has a metadata rule to find them by. */
export function coversFeeds(values: Pick<PolicyFormValues, 'metadataIds' | 'metadataGroups'>): boolean {
  const hasRule = (group: GroupValues): boolean =>
    group.rules.some((rule) => rule.field !== '') || group.groups.some(hasRule);
  return values.metadataIds.length > 0 || values.metadataGroups.some(hasRule);
}

export type PolicyIssues = Partial<Record<PolicyStep, StepIssue[]>>;

/** Fields of the Describe step, checked by the contract's own schema. */
const describeFields = new Set(['name', 'description', 'anonymizerText']);

function describeIssues(values: PolicyFormValues): StepIssue[] {
  const body = { ...valuesToBody(values), anonymizerText: values.anonymizerFlag ? values.anonymizerText : undefined };
  const issues = schemaFieldIssues(body, ZPolicyBody, { customMessages: true }).filter((issue) =>
    describeFields.has(issue.field),
  );
  if (values.typeId === null) issues.unshift({ field: 'typeId', message: messages.required });
  // One message per field: the first, most basic one.
  return issues.filter((issue, index) => issues.findIndex((other) => other.field === issue.field) === index);
}

function groupIssues(group: GroupValues, path: string): StepIssue[] {
  return [
    ...group.rules.flatMap((rule, index) => [
      ...(rule.field ? [] : [{ field: `${path}.rules.${index}.field`, message: messages.required }]),
      ...(rule.value ? [] : [{ field: `${path}.rules.${index}.value`, message: messages.required }]),
    ]),
    ...group.groups.flatMap((nested, index) => groupIssues(nested, `${path}.groups.${index}`)),
  ];
}

function periodIssues(period: PeriodValues, index: number): StepIssue[] {
  const path = `timePeriods.${index}`;
  const missing = (['startDate', 'endDate'] as const)
    .filter((end) => !period[end])
    .map((end) => ({ field: `${path}.${end}`, message: messages.required }));
  if (missing.length) return missing;
  const result = ZTimePeriod.safeParse({ startDate: period.startDate, endDate: period.endDate });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: `${path}.${issue.path.join('.')}`, message: issue.message }));
}

function configIssues(values: PolicyFormValues): StepIssue[] {
  return [
    ...values.memberGroups.flatMap((group, index) => groupIssues(group, `memberGroups.${index}`)),
    ...values.metadataGroups.flatMap((group, index) => groupIssues(group, `metadataGroups.${index}`)),
    ...values.timePeriods.flatMap(periodIssues),
    // Spec §5: "Policy needs selected feed ids or metadata rules".
    ...(coversFeeds(values) ? [] : [{ field: 'metadataIds', message: messages.policyNeedsFeeds }]),
  ];
}

/** What keeps each step from being left forward; the steps after Configure rules only show and save. */
export function collectPolicyIssues(values: PolicyFormValues): PolicyIssues {
  const issues: PolicyIssues = {};
  const describe = describeIssues(values);
  if (describe.length) issues.describe = describe;
  const config = configIssues(values);
  if (config.length) issues.config = config;
  return issues;
}

const ruleParts: Record<string, string> = { field: 'criterion', value: 'value', relation: 'relation' };
const periodParts: Record<string, string> = { startDate: 'from', endDate: 'until' };
const simpleLabels: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  typeId: 'Policy type',
  anonymizerText: 'Name shown instead',
  metadataIds: 'Feeds',
};

/** The name the user knows a field by: `memberGroups.0.groups.1.rules.2.value` is "Member rules, group 1.2, rule 3: value". */
export function policyFieldLabel(field: string): string {
  if (simpleLabels[field]) return simpleLabels[field];
  const parts = field.split('.');
  if (parts[0] === 'timePeriods') return `Period ${Number(parts[1]) + 1}: ${periodParts[parts[2] ?? ''] ?? 'dates'}`;
  const list = parts[0] === 'memberGroups' ? 'Member rules' : parts[0] === 'metadataGroups' ? 'Metadata rules' : null;
  if (!list) return field;
  const groups = [Number(parts[1]) + 1];
  let index = 2;
  while (parts[index] === 'groups') {
    groups.push(Number(parts[index + 1]) + 1);
    index += 2;
  }
  const where = `${list}, group ${groups.join('.')}`;
  if (parts[index] !== 'rules') return where;
  return `${where}, rule ${Number(parts[index + 1]) + 1}: ${ruleParts[parts[index + 2] ?? ''] ?? 'rule'}`;
}

/**
 * The policy in the older model (`policyCriteria`: one list of member rules and one of metadata rules,
 * each joined by its first rule's connector), for the quick edit of policies whose rules have that shape.
 */
export function valuesToCriteriaBody(values: PolicyFormValues): TPolicyBody {
  const list = (groups: GroupValues[], ruleType: RuleType) => {
    const group = groups.find(hasRules);
    return (group?.rules ?? []).map((rule, index) => ({
      order: index + 1,
      ruleType,
      field: rule.field,
      relation: rule.relation,
      value: rule.value,
      connector: group?.operand ?? ruleConnectors.all,
      ...(rule.valueName ? { options: [{ name: rule.valueName, value: rule.value }] } : {}),
    }));
  };
  const {
    groups: _groups,
    timePeriods,
    metadataIds,
    status,
    requireLegalReview,
    priority,
    ...rest
  } = valuesToBody(values);
  return {
    ...rest,
    active: status,
    requirereview: requireLegalReview,
    priority: priority === policyPriorities.low ? 'LOW' : 'HIGH',
    policyCriteria: {
      memberRule: list(values.memberGroups, 'member'),
      metadataRule: list(values.metadataGroups, 'metadata'),
      timePeriods: timePeriods ?? [],
      metadataIds: metadataIds ?? [],
    },
  };
}
