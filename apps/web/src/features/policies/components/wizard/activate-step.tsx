import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBolt, IconDeviceFloppy, IconGavel } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { legalReviewStateNames, legalReviewStates } from '@feedmarket/contract/legal/legal.schemas';
import { messages } from '@feedmarket/contract/messages';
import { activeStatuses } from '@feedmarket/contract/policies/policies.constants';

import type { ActivationRefusal } from '../../hooks/use-policy-wizard';

type ActivateStepProps = {
  /** The saved policy's status; none for a new policy. */
  savedStatus: number | null;
  requireLegalReview: boolean;
  /** The policy's latest legal review (1 open, 2 resolved, 3 cleared); none when it has had none. */
  legalReviewState: number | null;
  refusal: ActivationRefusal | null;
};

/** One way to finish the wizard, named as its button below is. */
function Choice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="xs" mb={6} wrap="nowrap">
        {icon}
        <Text fw={700} size="sm">
          {title}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}

/** Activate: save the policy not active, or save it and let it decide at once. */
export function ActivateStep({ savedStatus, requireLegalReview, legalReviewState, refusal }: ActivateStepProps) {
  const isResolved = legalReviewState === legalReviewStates.resolved;
  const reviewState = legalReviewState ? legalReviewStateNames[legalReviewState]?.toLowerCase() : undefined;
  return (
    <Stack gap="md">
      {savedStatus !== null && (
        <Group gap="xs">
          <Text size="sm">The policy is now</Text>
          <Badge variant="light" color={savedStatus === activeStatuses.active ? 'teal' : 'gray'} tt="none" radius="sm">
            {savedStatus === activeStatuses.active ? 'Active' : 'Not active'}
          </Badge>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Choice icon={<IconDeviceFloppy size={18} aria-hidden />} title="Save, not active">
          The policy is kept and decides nothing yet. Activate it from the list when it is ready.
        </Choice>
        <Choice icon={<IconBolt size={18} aria-hidden />} title="Save and activate">
          The policy decides requests for its feeds at once, and the requests already decided are decided again: access
          it no longer allows is revoked, and the consumers are told.
        </Choice>
      </SimpleGrid>
      {requireLegalReview && (
        <Alert
          color={isResolved ? 'teal' : 'yellow'}
          variant="light"
          icon={<IconGavel size={18} aria-hidden />}
          title="Legal review"
        >
          {isResolved
            ? 'Your legal reviewers resolved the review of this policy: it can be activated.'
            : `This policy asks your legal reviewers to review it${reviewState ? ` (review ${reviewState})` : ''}. It can be activated once they resolve the review.`}
        </Alert>
      )}
      {refusal && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={messages.policyActivateFailed}
          role="alert"
        >
          {refusal.message}{' '}
          {refusal.saved
            ? 'The policy was saved, not active.'
            : 'Nothing was saved: save the policy not active to keep your changes.'}
        </Alert>
      )}
    </Stack>
  );
}
