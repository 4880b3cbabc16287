import { Box, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { memo } from 'react';

import { formatLocalDateTime } from '../../../lib/format';
import { joinValues, truncateText } from '../utils/text';
import classes from './catalog.module.css';
import { AlreadyAvailableBadge, FeedStatusBadge, FeedTypeBadge } from './feed-badges';
import { AddFeedButton, FeedLink } from './feed-actions';
import type { FeedItemProps, ResultsProps } from './results-list';

/** One feed's card; memoised, so selecting a feed renders that card only. */
const FeedTile = memo(function FeedTile({ feed, isSelected, onToggleSelect, onAdd, isPending }: FeedItemProps) {
  const place = joinValues(feed.columns.country);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="listitem"
      className={`${classes.tile} ${isSelected ? classes.tileSelected : ''}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb={8}>
        <Group gap={6}>
          <FeedTypeBadge type={feed.type} size="sm" />
          <FeedStatusBadge status={feed.status} size="sm" />
          {feed.alreadyAvailable && <AlreadyAvailableBadge size="sm" />}
        </Group>
        <Checkbox
          aria-label={`Select ${feed.meta.name}`}
          checked={isSelected}
          onChange={() => onToggleSelect(feed.id)}
        />
      </Group>
      <Box mb={4}>
        <FeedLink id={feed.id} className={classes.feedLink}>
          <Text span fw={700} fz="md" lh={1.3}>
            {feed.meta.name}
          </Text>
        </FeedLink>
      </Box>
      <Text size="xs" c="dimmed" mb={8}>
        {feed.orgName}
        {feed.sourceCatText ? ` · ${feed.sourceCatText}` : ''}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={3} mb="sm" style={{ flex: 1 }}>
        {feed.meta.description || 'No description.'}
      </Text>
      <Stack gap={4} mb="sm">
        {place && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
            <Text size="xs" c="dimmed" title={place}>
              {truncateText(place).text}
            </Text>
          </Group>
        )}
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={14} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
          <Text size="xs" c="dimmed">
            Created {formatLocalDateTime(feed.createDate)}
          </Text>
        </Group>
      </Stack>
      <Group justify="flex-end">
        <AddFeedButton name={feed.meta.name} onAdd={() => onAdd(feed)} isPending={isPending} />
      </Group>
    </Paper>
  );
});

/** The tile view: a card per feed with its description and where it comes from. */
export const ResultsTiles = memo(function ResultsTiles({
  feeds,
  selected,
  onToggleSelect,
  onAdd,
  pendingIds,
}: ResultsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" role="list" aria-label="Search results">
      {feeds.map((feed) => (
        <FeedTile
          key={feed.id}
          feed={feed}
          isSelected={selected.has(feed.id)}
          onToggleSelect={onToggleSelect}
          onAdd={onAdd}
          isPending={pendingIds.includes(feed.id)}
        />
      ))}
    </SimpleGrid>
  );
});
