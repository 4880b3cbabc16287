import { Alert, Button, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconDatabase } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';

import { policyTypes } from '@feedmarket/contract/policies/policies.constants';
import type { TPolicyPreview } from '@feedmarket/contract/policies/policies.schemas';

import { ListError } from '../../../../components/list-states';
import { usePolicyPreview } from '../../api/preview-policy';
import { valuesToBody, type PolicyFormValues } from '../../utils/policy-form-values';

/** What the members a policy matches (and those it does not) meet when they ask, by its type. */
const outcomes: Record<number, string> = {
  [policyTypes.allow]:
    'These members get access at once when they ask. Members it does not match are refused access to its feeds, unless another policy lets them in.',
  [policyTypes.deny]: 'These members are refused access to its feeds when they ask.',
  [policyTypes.review]:
    'Requests of these members wait for your approval under Access requests. Members it does not match are refused, unless another policy lets them in.',
};

type MatchCardProps = {
  title: string;
  icon: ReactNode;
  match: TPolicyPreview['feeds'] | undefined;
  noun: readonly [string, string];
  empty: string;
};

/** A count and the first names of what the policy matches. */
function MatchCard({ title, icon, match, noun, empty }: MatchCardProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group gap="xs" mb="xs" wrap="nowrap">
        {icon}
        <Title order={4} fz="md">
          {title}
        </Title>
      </Group>
      {!match ? (
        <Stack gap={6}>
          <Skeleton h={28} w={60} />
          <Skeleton h={12} w="80%" />
          <Skeleton h={12} w="60%" />
        </Stack>
      ) : (
        <>
          <Text fz={28} fw={700} lh={1.2}>
            {match.total}
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            {match.total === 1 ? noun[0] : noun[1]}
          </Text>
          {match.total === 0 ? (
            <Text size="sm">{empty}</Text>
          ) : (
            <List size="sm" spacing={2}>
              {match.items.map((item) => (
                <List.Item key={item.id}>{item.name}</List.Item>
              ))}
              {match.total > match.items.length && <List.Item>and {match.total - match.items.length} more</List.Item>}
            </List>
          )}
        </>
      )}
    </Paper>
  );
}

type SummaryStepProps = {
  values: PolicyFormValues;
  /** The rules still have issues: the preview waits for them. */
  hasIssues: boolean;
  onFixRules: () => void;
};

/** Summary: which of your feeds and which member organisations the rules would match now, nothing saved. */
export function SummaryStep({ values, hasIssues, onFixRules }: SummaryStepProps) {
  const body = useMemo(() => valuesToBody(values), [values]);
  if (hasIssues) {
    return (
      <Alert color="yellow" variant="light" title="The preview waits for complete rules">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Some steps still have issues; fix them to see what the policy would match.</Text>
          <Button size="xs" variant="light" onClick={onFixRules}>
            Show the issues
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <Preview body={body} typeId={values.typeId} />;
}

function Preview({ body, typeId }: { body: ReturnType<typeof valuesToBody>; typeId: number | null }) {
  const preview = usePolicyPreview(body);
  if (preview.isError && !preview.data) {
    return (
      <ListError
        title="The preview cannot be shown right now"
        error={preview.error}
        onRetry={() => void preview.refetch()}
      />
    );
  }
  return (
    <Stack gap="md" aria-busy={preview.isFetching}>
      <Text size="sm">What the policy would match if it were active now. Nothing is saved yet.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MatchCard
          title="Your feeds it covers"
          icon={<IconDatabase size={18} aria-hidden />}
          match={preview.data?.feeds}
          noun={['feed', 'feeds']}
          empty="None of your feeds: choose feeds or change the metadata rules."
        />
        <MatchCard
          title="Members it decides for"
          icon={<IconBuilding size={18} aria-hidden />}
          match={preview.data?.members}
          noun={['member organisation', 'member organisations']}
          empty="No member organisation matches the member rules now."
        />
      </SimpleGrid>
      {typeId !== null && outcomes[typeId] && (
        <Text size="sm" c="dimmed">
          {outcomes[typeId]}
        </Text>
      )}
    </Stack>
  );
}
