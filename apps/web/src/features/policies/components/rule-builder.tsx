import { ActionIcon, Box, Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconSitemap, IconTrash } from '@tabler/icons-react';

import {
  ruleConnectorNames,
  ruleConnectors,
  ruleRelationNames,
  type RuleType,
} from '@feedmarket/contract/policies/policies.constants';
import type { TCriterion } from '@feedmarket/contract/policies/policies.schemas';
import { maxGroupDepth } from '@feedmarket/contract/policies/policy-rules';

import {
  emptyGroup,
  emptyRule,
  type Connector,
  type GroupValues,
  type Relation,
  type RuleValues,
} from '../utils/policy-form-values';
import { RuleValueInput } from './rule-value-input';
import { SegmentedRadio } from '../../../components/segmented-radio';

const ruleKindNames: Record<RuleType, string> = { member: 'Member', metadata: 'Metadata' };

const relationData = Object.entries(ruleRelationNames).map(([value, label]) => ({ value, label }));
// All first: a new group asks every rule to hold, the stricter reading.
const connectorData = [ruleConnectors.all, ruleConnectors.any].map((value) => ({
  value: String(value),
  label: ruleConnectorNames[value] ?? String(value),
}));

type Context = {
  ruleType: RuleType;
  criteria: readonly TCriterion[];
  errors: Readonly<Record<string, string>>;
  orgId: number;
  maxDepth: number;
  disabled: boolean;
};

type RuleEditorProps = {
  context: Context;
  rule: RuleValues;
  path: string;
  label: string;
  onChange: (rule: RuleValues) => void;
  onRemove: () => void;
};

/** One rule: the criterion it reads, how it compares, and the value from the criterion's lookup. */
function RuleEditor({ context, rule, path, label, onChange, onRemove }: RuleEditorProps) {
  const criterion = context.criteria.find((candidate) => candidate.value === rule.field);
  return (
    <Box
      role="group"
      aria-label={label}
      pb="xs"
      style={{ borderBottom: '1px dashed var(--mantine-color-default-border)' }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        {/* The value takes a line of its own: feed and lookup names are long. */}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
            <Select
              label="Criterion"
              placeholder="Choose one"
              data={context.criteria.map((option) => ({ value: option.value, label: option.name }))}
              value={rule.field || null}
              // Another criterion's values mean nothing here: the value is chosen again.
              onChange={(field) => onChange({ ...rule, field: field ?? '', value: '', valueName: '' })}
              error={context.errors[`${path}.field`]}
              searchable
              disabled={context.disabled}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Relation"
              data={relationData}
              value={String(rule.relation)}
              onChange={(relation) => relation && onChange({ ...rule, relation: Number(relation) as Relation })}
              allowDeselect={false}
              disabled={context.disabled}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <RuleValueInput
            source={criterion?.source}
            orgId={context.orgId}
            value={rule.value}
            onChange={(value, valueName) => onChange({ ...rule, value, valueName })}
            error={context.errors[`${path}.value`]}
            disabled={context.disabled}
          />
        </Stack>
        {!context.disabled && (
          <Tooltip label={`Remove ${label.toLowerCase()}`} openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={25}
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Box>
  );
}

type GroupEditorProps = {
  context: Context;
  group: GroupValues;
  path: string;
  /** Its place: "1", or "1.2" for the second group inside the first. */
  number: string;
  depth: number;
  onChange: (group: GroupValues) => void;
  onRemove: () => void;
};

/** A group: how its rules join (All or Any), its rules, the groups inside it, and buttons to add to it. */
function GroupEditor({ context, group, path, number, depth, onChange, onRemove }: GroupEditorProps) {
  const name = `${ruleKindNames[context.ruleType]} group ${number}`;
  const replaceRule = (index: number, rule: RuleValues) =>
    onChange({ ...group, rules: group.rules.map((current, at) => (at === index ? rule : current)) });
  const replaceGroup = (index: number, nested: GroupValues) =>
    onChange({ ...group, groups: group.groups.map((current, at) => (at === index ? nested : current)) });
  const isEmpty = group.rules.length === 0 && group.groups.length === 0;

  return (
    <Fieldset legend={group.name ? `${name}: ${group.name}` : name} variant={depth > 1 ? 'filled' : 'default'} p="sm">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text size="sm">Join its rules by</Text>
            <SegmentedRadio
              size="xs"
              data={connectorData}
              value={String(group.operand)}
              onChange={(operand) => onChange({ ...group, operand: Number(operand) as Connector })}
              aria-label={`How the rules of ${name.toLowerCase()} join`}
              disabled={context.disabled}
            />
            <Text size="sm" c="dimmed">
              {group.operand === ruleConnectors.any ? 'one rule is enough' : 'every rule must hold'}
            </Text>
          </Group>
          {!context.disabled && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onRemove}
              aria-label={`Remove this group (${name.toLowerCase()})`}
            >
              Remove this group
            </Button>
          )}
        </Group>

        {isEmpty && (
          <Text size="sm" c="dimmed">
            This group has no rules yet; an empty group is not saved.
          </Text>
        )}
        {group.rules.map((rule, index) => (
          <RuleEditor
            key={rule.key}
            context={context}
            rule={rule}
            path={`${path}.rules.${index}`}
            label={`Rule ${index + 1} of ${name.toLowerCase()}`}
            onChange={(changed) => replaceRule(index, changed)}
            onRemove={() => onChange({ ...group, rules: group.rules.filter((_, at) => at !== index) })}
          />
        ))}
        {group.groups.map((nested, index) => (
          <GroupEditor
            key={nested.key}
            context={context}
            group={nested}
            path={`${path}.groups.${index}`}
            number={`${number}.${index + 1}`}
            depth={depth + 1}
            onChange={(changed) => replaceGroup(index, changed)}
            onRemove={() => onChange({ ...group, groups: group.groups.filter((_, at) => at !== index) })}
          />
        ))}

        {!context.disabled && (
          <Group gap="xs">
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onChange({ ...group, rules: [...group.rules, emptyRule()] })}
              aria-label={`Add rule to ${name.toLowerCase()}`}
            >
              Add rule
            </Button>
            {depth < context.maxDepth && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconSitemap size={14} aria-hidden />}
                onClick={() => onChange({ ...group, groups: [...group.groups, emptyGroup()] })}
                aria-label={`Add group inside ${name.toLowerCase()}`}
              >
                Add group inside
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

type RuleBuilderProps = {
  ruleType: RuleType;
  groups: GroupValues[];
  onChange: (groups: GroupValues[]) => void;
  /** The criteria of this kind of rule (`GET /v3/policy/member/criteria` or `/metadata/criteria`). */
  criteria: readonly TCriterion[];
  /** The form's path of these groups (`memberGroups`), under which `errors` name their fields. */
  path: string;
  errors: Readonly<Record<string, string>>;
  orgId: number;
  /** How deep groups may nest: the contract's limit, or 1 for the older model's flat lists. */
  maxDepth?: number;
  /** At most this many top-level groups (the older model has one list of each kind). */
  maxGroups?: number;
  /** Said when there are no groups. */
  emptyText: string;
  disabled?: boolean;
};

/**
 * The rule builder: groups of rules (each group's rules joined by Any or All, groups inside groups),
 * every top-level group of which must hold. Each rule reads one criterion, compares it with Equals or
 * Not Equals, and takes its value from the criterion's lookup.
 */
export function RuleBuilder({
  ruleType,
  groups,
  onChange,
  criteria,
  path,
  errors,
  orgId,
  maxDepth = maxGroupDepth,
  maxGroups = Number.POSITIVE_INFINITY,
  emptyText,
  disabled = false,
}: RuleBuilderProps) {
  const context: Context = { ruleType, criteria, errors, orgId, maxDepth, disabled };
  return (
    <Stack gap="sm">
      {groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {groups.map((group, index) => (
        <GroupEditor
          key={group.key}
          context={context}
          group={group}
          path={`${path}.${index}`}
          number={String(index + 1)}
          depth={1}
          onChange={(changed) => onChange(groups.map((current, at) => (at === index ? changed : current)))}
          onRemove={() => onChange(groups.filter((_, at) => at !== index))}
        />
      ))}
      {!disabled && groups.length < maxGroups && (
        <Group>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange([...groups, emptyGroup()])}
          >
            {`Add ${ruleKindNames[ruleType].toLowerCase()} ${maxGroups === 1 ? 'rules' : 'group'}`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
