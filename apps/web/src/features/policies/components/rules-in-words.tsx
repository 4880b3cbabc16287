import { List, Text } from '@mantine/core';

import { ruleConnectors, ruleRelationNames } from '@feedmarket/contract/policies/policies.constants';
import type { TCriterion } from '@feedmarket/contract/policies/policies.schemas';

import { useCriterionValues } from '../hooks/use-criterion-values';
import type { GroupValues, RuleValues } from '../utils/policy-form-values';

type RuleWordsProps = { rule: RuleValues; criteria: readonly TCriterion[]; orgId: number };

/** "Country Equals Germany": the criterion's and the value's names, as the builder showed them. */
function RuleWords({ rule, criteria, orgId }: RuleWordsProps) {
  const criterion = criteria.find((candidate) => candidate.value === rule.field);
  const values = useCriterionValues(criterion?.source, orgId);
  const value = values.nameOf(rule.value) ?? (rule.valueName || rule.value);
  return (
    <>
      {criterion?.name ?? rule.field}{' '}
      <Text span c="dimmed" size="sm">
        {(ruleRelationNames[rule.relation] ?? '').toLowerCase()}
      </Text>{' '}
      <Text span fw={600} size="sm">
        {value}
      </Text>
    </>
  );
}

type RulesInWordsProps = {
  groups: readonly GroupValues[];
  criteria: readonly TCriterion[];
  orgId: number;
};

/** One group as an item: "all of" or "any of", then its rules and the groups inside it, one level in. */
function GroupWords({ group, criteria, orgId }: { group: GroupValues } & Omit<RulesInWordsProps, 'groups'>) {
  return (
    <List.Item>
      {group.name ? `${group.name}: ` : ''}
      {group.operand === ruleConnectors.any ? 'any of' : 'all of'}
      <List size="sm" spacing={2} withPadding listStyleType="circle">
        {group.rules.map((rule) => (
          <List.Item key={rule.key}>
            <RuleWords rule={rule} criteria={criteria} orgId={orgId} />
          </List.Item>
        ))}
        {group.groups.map((nested) => (
          <GroupWords key={nested.key} group={nested} criteria={criteria} orgId={orgId} />
        ))}
      </List>
    </List.Item>
  );
}

/** Groups of rules as sentences: each group "All of" or "Any of" its rules, groups inside it nested. */
export function RulesInWords({ groups, criteria, orgId }: RulesInWordsProps) {
  return (
    <List size="sm" spacing={4} withPadding={false} listStyleType="disc" ml="md">
      {groups.map((group) => (
        <GroupWords key={group.key} group={group} criteria={criteria} orgId={orgId} />
      ))}
    </List>
  );
}
