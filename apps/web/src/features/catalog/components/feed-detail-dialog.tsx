import { Alert, Anchor, Box, Button, Center, Group, Loader, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconFolderPlus, IconLink, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import type { TFeedDetail } from '@feedmarket/contract/catalog/catalog.schemas';

import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useWording } from '../../../lib/app-settings';
import { useFeed } from '../api/get-feed';
import { useCopyFeedLink } from '../hooks/use-copy-feed-link';
import { useViewerKey } from '../hooks/use-viewer-key';
import { FeedAccessPanel } from './feed-access-panel';
import { AlreadyAvailableBadge, FeedStatusBadge, FeedTypeBadge } from './feed-badges';
import { FeedChangelog } from './feed-changelog';
import { FeedColumnsTable } from './feed-columns-table';
import { FeedOverview } from './feed-overview';
import { FeedPreview } from './feed-preview';

type FeedTab = 'overview' | 'columns' | 'changelog' | 'preview';

/** Overview, Columns, Changelog and Preview of one feed. */
export function FeedDetailTabs({ feed, onOpenFeed }: { feed: TFeedDetail; onOpenFeed: (id: number) => void }) {
  const [tab, setTab] = useState<FeedTab>('overview');
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as FeedTab)} keepMounted={false}>
      <Tabs.List aria-label="Feed details">
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
        <Tabs.Tab value="columns">Columns</Tabs.Tab>
        <Tabs.Tab value="changelog">Changelog</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Box pt="lg">
        <Tabs.Panel value="overview">
          <FeedOverview feed={feed} />
        </Tabs.Panel>
        <Tabs.Panel value="columns">
          <FeedColumnsTable feed={feed} />
        </Tabs.Panel>
        <Tabs.Panel value="changelog">
          <FeedChangelog feed={feed} onOpenFeed={onOpenFeed} />
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <FeedPreview feed={feed} />
        </Tabs.Panel>
      </Box>
    </Tabs>
  );
}

/** Type, status and "already available" of a feed, under its name. */
export function FeedHeading({ feed }: { feed: TFeedDetail }) {
  return (
    <Group gap={6}>
      <FeedTypeBadge type={feed.type} text={feed.typeText} />
      <FeedStatusBadge status={feed.status} text={feed.status === feedStatuses.active ? undefined : feed.statusText} />
      {feed.alreadyAvailable && <AlreadyAvailableBadge />}
      <Text size="sm" c="dimmed">
        by{' '}
        <Anchor component={Link} to={paths.providerRedirect.getHref(feed.orgId, feed.orgName)} size="sm">
          {feed.orgName}
        </Anchor>
      </Text>
    </Group>
  );
}

type FeedDetailDialogProps = {
  feedId: number | null;
  onClose: () => void;
  onOpenFeed: (id: number) => void;
  onAdd: (feed: TFeedDetail) => void;
  isAdding: boolean;
};

/** The feed detail dialog, opened from the address (`?feed=<id>`), named after the feed. */
export function FeedDetailDialog({ feedId, onClose, onOpenFeed, onAdd, isAdding }: FeedDetailDialogProps) {
  const viewer = useViewerKey();
  const wording = useWording();
  const feed = useFeed(feedId, viewer);
  const copyLink = useCopyFeedLink();
  const data = feed.data;

  return (
    <Modal
      opened={feedId !== null}
      onClose={onClose}
      title={data?.meta.name ?? (feed.isError ? 'Feed not available' : 'Feed details')}
      size="xl"
      zIndex={250}
      // Pinned near the top so switching tabs does not make the dialog jump.
      centered={false}
      yOffset="5vh"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { lineHeight: 1.3 } }}
    >
      {feed.isPending && (
        <Center py={64}>
          <Loader aria-label="Loading the feed" />
        </Center>
      )}
      {feed.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="This feed cannot be shown">
          {errorMessage(feed.error, 'The feed cannot be loaded right now. Please try again later.')}
        </Alert>
      )}
      {data && (
        <Stack gap="lg">
          <FeedHeading feed={data} />
          <FeedAccessPanel feedId={data.id} viewer={viewer} />
          <FeedDetailTabs key={data.id} feed={data} onOpenFeed={onOpenFeed} />
          <Group
            justify="space-between"
            py="md"
            style={{
              position: 'sticky',
              bottom: 0,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Button
              component={Link}
              to={paths.publicFeed.getHref(data.uid)}
              variant="subtle"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              Public page
            </Button>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconLink size={16} aria-hidden />}
                onClick={() => void copyLink(data)}
              >
                Copy link
              </Button>
              <Button
                leftSection={<IconFolderPlus size={16} aria-hidden />}
                onClick={() => onAdd(data)}
                loading={isAdding}
              >
                Add to {wording.workspace}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
