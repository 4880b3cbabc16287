import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

import type { TSummaryCategory } from '@feedmarket/contract/dashboard/dashboard.schemas';

import { ListError } from '../../../components/list-states';
import { summaryCodeColors } from '../../../lib/activity-series';
import { formatCount } from '../../../lib/format';

type CategoryCard = TSummaryCategory & { count: number | undefined };

type CategoryListProps = {
  categories: UseQueryResult<TSummaryCategory[]>;
  /** The categories with the organisation's count of each, undefined while loading. */
  cards: CategoryCard[] | undefined;
  /** The counts could not be loaded (the activity panel says why): a dash stands in for them. */
  countsFailed: boolean;
};

/** The category list: each summary code with the organisation's count and what it counts. */
export function CategoryList({ categories, cards, countsFailed }: CategoryListProps) {
  if (categories.isError && !categories.data) {
    return (
      <ListError
        title="The summary categories cannot be loaded right now"
        error={categories.error}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="md"
      component="ul"
      aria-label="Summary categories"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {(cards ?? Array.from({ length: 6 }, () => undefined)).map((card, index) => (
        // Keyed by place, so a placeholder card becomes its category's card rather than being replaced.
        <Paper key={index} component="li" withBorder p="md" aria-busy={card?.count === undefined}>
          {card ? (
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text fw={600}>{card.name}</Text>
                <Badge variant="light" color={summaryCodeColors[card.code].split('.')[0]} aria-hidden>
                  {card.code}
                </Badge>
              </Group>
              {card.count === undefined ? (
                countsFailed ? (
                  <Text fz={28} fw={700} lh={1.2} c="dimmed" aria-label="Not available">
                    –
                  </Text>
                ) : (
                  <Skeleton h={34} w={60} />
                )
              ) : (
                <Text fz={28} fw={700} lh={1.2}>
                  {formatCount(card.count)}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {card.description}
              </Text>
            </Stack>
          ) : (
            <Skeleton h={84} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
