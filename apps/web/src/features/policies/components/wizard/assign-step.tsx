import { List, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import {
  policyPriorityNames,
  policyTypeDescriptions,
  policyTypeNames,
} from '@feedmarket/contract/policies/policies.constants';

import { useMemberCriteria } from '../../api/get-member-criteria';
import { useMetadataCriteria } from '../../api/get-metadata-criteria';
import type { FeedNames } from '../../hooks/use-feed-names';
import { hasRules, type PolicyFormValues } from '../../utils/policy-form-values';
import { RulesInWords } from '../rules-in-words';

type AssignStepProps = { orgId: number; values: PolicyFormValues; names: FeedNames };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={{ base: 120, sm: 200 }} style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Assign: what the policy covers and whom it decides for, in words, before the server previews it. */
export function AssignStep({ orgId, values, names }: AssignStepProps) {
  const memberCriteria = useMemberCriteria();
  const metadataCriteria = useMetadataCriteria();
  const memberGroups = values.memberGroups.filter(hasRules);
  const metadataGroups = values.metadataGroups.filter(hasRules);
  const dimmed = (text: string) => (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
  return (
    <Stack gap="md">
      <Text size="sm">
        Check what the policy is assigned to. The next step asks the marketplace which feeds and members it matches now.
      </Text>
      <Table variant="vertical" layout="fixed" withTableBorder aria-label="What the policy covers">
        <Table.Tbody>
          <Row label="Policy">
            <Text size="sm" fw={600}>
              {values.name}
            </Text>
            {values.typeId !== null && (
              <Text size="sm">
                {policyTypeNames[values.typeId]}: {policyTypeDescriptions[values.typeId]}
              </Text>
            )}
          </Row>
          <Row label="Feeds by name">
            {values.metadataIds.length ? (
              <List size="sm" spacing={2}>
                {values.metadataIds.map((id) => (
                  <List.Item key={id}>{names.nameOf(id)}</List.Item>
                ))}
              </List>
            ) : (
              dimmed('None chosen by name')
            )}
          </Row>
          <Row label="Feeds by description">
            {metadataGroups.length ? (
              <RulesInWords groups={metadataGroups} criteria={metadataCriteria.data ?? []} orgId={orgId} />
            ) : (
              dimmed('No metadata rules')
            )}
          </Row>
          <Row label="Decides for">
            {memberGroups.length ? (
              <RulesInWords groups={memberGroups} criteria={memberCriteria.data ?? []} orgId={orgId} />
            ) : (
              dimmed('Every member asking for access')
            )}
          </Row>
          <Row label="In force">
            {values.timePeriods.length ? (
              <List size="sm" spacing={2}>
                {values.timePeriods.map((period) => (
                  <List.Item key={period.key}>
                    {period.startDate} to {period.endDate}
                  </List.Item>
                ))}
              </List>
            ) : (
              dimmed('Whenever it is active')
            )}
          </Row>
          <Row label="Priority">
            <Text size="sm">{policyPriorityNames[values.priority]}</Text>
          </Row>
          <Row label="Consumers' names">
            <Text size="sm">{values.anonymizerFlag ? `Shown as “${values.anonymizerText}”` : 'Shown'}</Text>
          </Row>
          <Row label="Legal review">
            <Text size="sm">{values.requireLegalReview ? 'Asked of your legal reviewers' : 'Not asked'}</Text>
          </Row>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
