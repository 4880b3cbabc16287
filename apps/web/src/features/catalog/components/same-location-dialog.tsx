import { Alert, Center, Group, Loader, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';

import type { TFeedSummary } from '@feedmarket/contract/catalog/catalog.schemas';

import { errorMessage } from '../../../lib/api-client';
import { useSameLocationFeeds } from '../api/get-same-location-feeds';
import { useViewerKey } from '../hooks/use-viewer-key';
import { formatPoint, roundPoint, type LatLon } from '../utils/geo';
import { searchPageSize, type SearchCriteria } from '../utils/search-state';
import { formatCount } from '../../../lib/format';
import { FeedTypeBadge } from './feed-badges';
import { AddFeedButton, FeedHeadline } from './feed-actions';

type SameLocationDialogProps = {
  point: LatLon | null;
  criteria: SearchCriteria;
  onClose: () => void;
  onAdd: (feed: TFeedSummary) => void;
  pendingIds: readonly number[];
};

/** The feeds at one place on the map, listed when their marker cannot be split by zooming. */
export function SameLocationDialog({ point, criteria, onClose, onAdd, pendingIds }: SameLocationDialogProps) {
  const viewer = useViewerKey();
  const rounded = point ? roundPoint(point) : null;
  const feeds = useSameLocationFeeds(
    rounded ? { ...criteria, point: rounded, pageNum: 1, pageSize: searchPageSize } : null,
    viewer,
  );
  const data = feeds.data;

  return (
    <Modal
      opened={point !== null}
      onClose={onClose}
      title="Feeds at this location"
      size="lg"
      zIndex={220}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {rounded && (
          <Text size="sm" c="dimmed">
            {data ? `${formatCount(data.totalItems)} feed${data.totalItems === 1 ? '' : 's'} at ` : 'At '}
            <Text span ff="monospace">
              {formatPoint(rounded)}
            </Text>
          </Text>
        )}
        {feeds.isPending && (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading the feeds at this location" />
          </Center>
        )}
        {feeds.isError && (
          <Alert color="red">
            {errorMessage(feeds.error, 'The feeds at this location cannot be loaded right now.')}
          </Alert>
        )}
        {data && (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Feeds at this location">
            {data.data.map((feed) => (
              <Paper component="li" key={feed.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <FeedHeadline feed={feed} badges={<FeedTypeBadge type={feed.type} size="xs" />} />
                  <AddFeedButton
                    compact
                    name={feed.meta.name}
                    onAdd={() => onAdd(feed)}
                    isPending={pendingIds.includes(feed.id)}
                  />
                </Group>
              </Paper>
            ))}
            {data.totalItems > data.data.length && (
              <Text size="sm" c="dimmed" ta="center">
                and {formatCount(data.totalItems - data.data.length)} more: narrow the search to see them.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
