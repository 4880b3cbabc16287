import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

import type { TSupervisorSummary, TTagCount } from '@feedmarket/contract/supervisor/supervisor.schemas';

import { ListError } from '../../../components/list-states';
import { formatCount } from '../../../lib/format';

const groups: { key: keyof TSupervisorSummary; title: string }[] = [
  { key: 'feedsByStatus', title: 'Feeds by status' },
  { key: 'feedsByType', title: 'Feeds by type' },
  { key: 'members', title: 'Member organisations' },
  { key: 'users', title: 'Users by status' },
  { key: 'activity', title: 'Across the marketplace' },
];

function CountList({ counts }: { counts: TTagCount[] }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {counts.map((count) => (
        <Group key={count.tag} justify="space-between" wrap="nowrap" gap="sm">
          <Text component="dt" size="sm">
            {count.name}
          </Text>
          <Text component="dd" m={0} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCount(count.count)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The marketplace's counts by tag: feeds by status and type, members, users and the summary codes. */
export function TagCountGroups({ query }: { query: UseQueryResult<TSupervisorSummary> }) {
  if (query.isError && !query.data) {
    return (
      <ListError
        title="The counts cannot be loaded right now"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {groups.map(({ key, title }) => (
        <Paper key={key} withBorder p="md" aria-busy={!query.data}>
          <Title order={3} fz="md" mb="sm">
            {title}
          </Title>
          {query.data ? (
            <CountList counts={query.data[key]} />
          ) : (
            <Stack gap={8}>
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} h={14} />
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
