import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { RuleType } from '@feedmarket/contract/policies/policies.constants';

import { ListError } from '../../../components/list-states';
import type { WizardFields } from '../../../components/wizard/wizard-fields';
import { memberCriteriaQueryOptions } from '../api/get-member-criteria';
import { metadataCriteriaQueryOptions } from '../api/get-metadata-criteria';
import type { PolicyFormValues } from '../utils/policy-form-values';
import { RuleBuilder } from './rule-builder';

type ConfigSectionProps = { title: string; description: string; children: ReactNode };

/** A part of a policy form with its heading and what it is for. */
export function ConfigSection({ title, description, children }: ConfigSectionProps) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4} fz="md">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {children}
    </Stack>
  );
}

const groupsField = { member: 'memberGroups', metadata: 'metadataGroups' } as const;

type RuleSectionProps = {
  ruleType: RuleType;
  values: PolicyFormValues;
  fields: WizardFields;
  errors: Readonly<Record<string, string>>;
  orgId: number;
  emptyText: string;
  /** The older model's flat lists: one group, no groups inside it. */
  isFlat?: boolean;
};

/** The rule builder of one kind of rules, with its criteria (`GET /v3/policy/{member|metadata}/criteria`) loaded. */
export function RuleSection({ ruleType, values, fields, errors, orgId, emptyText, isFlat = false }: RuleSectionProps) {
  const criteria = useQuery(ruleType === 'member' ? memberCriteriaQueryOptions() : metadataCriteriaQueryOptions());
  const path = groupsField[ruleType];
  if (!criteria.data) {
    return criteria.isError ? (
      <ListError
        title="The criteria cannot be loaded right now"
        error={criteria.error}
        onRetry={() => void criteria.refetch()}
      />
    ) : (
      <Skeleton h={72} radius="md" />
    );
  }
  return (
    <RuleBuilder
      ruleType={ruleType}
      groups={values[path]}
      onChange={(groups) => fields.set(path, groups)}
      criteria={criteria.data}
      path={path}
      errors={errors}
      orgId={orgId}
      emptyText={emptyText}
      {...(isFlat ? { maxDepth: 1, maxGroups: 1 } : {})}
    />
  );
}
