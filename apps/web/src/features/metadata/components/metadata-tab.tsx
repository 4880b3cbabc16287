import { Button, Group, Stack } from '@mantine/core';
import { IconPlus, IconStack2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { ListFilterInput } from '../../../components/list-filter-input';
import { TabHeading } from '../../../components/tab-heading';
import { withNotice, type Notice } from '../../../lib/notify';
import { feedListKeys } from '../api/feed-query-keys';
import { useOrganizationFeeds } from '../api/get-organization-feeds';
import { useFeedList } from '../hooks/use-feed-list';
import { useFeedRowActions } from '../hooks/use-feed-row-actions';
import { metadataPaths, readWizardRequest } from '../utils/metadata-paths';
import { FeedListTable } from './feed-list-table';
import { FeedRowMenu } from './feed-row-menu';
import type { RenderFeedConnectors } from './wizard/continuous-step';
import { GroupWizard } from './wizard/group-wizard';
import { MetadataWizard } from './wizard/metadata-wizard';

type MetadataTabProps = {
  orgId: number;
  /** The route's `modal`: `new`, `edit`, `group-new` or `group` open a wizard over the list. */
  modal?: string;
  id?: string;
  /** What the metadata wizard's Continuous step shows of a live feed's connectors. */
  renderFeedConnectors?: RenderFeedConnectors;
};

/** The dashboard's Metadata tab: the organisation's feeds and groups, their lifecycle, and the wizards. */
export function MetadataTab({ orgId, modal, id, renderFeedConnectors }: MetadataTabProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useFeedList();
  const feeds = useOrganizationFeeds(orgId, list.query);
  const actions = useFeedRowActions();
  list.keepPageInRange(feeds.data?.total);

  const wizard = readWizardRequest(modal, id);
  const closeWizard = (notice?: Notice) => {
    // Whatever the wizard saved shows in the list.
    void queryClient.invalidateQueries({ queryKey: feedListKeys.all });
    void navigate(metadataPaths.list, notice && withNotice(notice));
  };
  const createFeed = () => void navigate(metadataPaths.newFeed);

  return (
    <Stack gap="lg">
      <TabHeading title="Your feeds">
        Drafts and returned feeds can be edited; submit them for validation to publish them. Deactivate an active feed
        to change it.
      </TabHeading>

      <Group justify="space-between" align="flex-end" gap="md">
        <ListFilterInput label="Filter feeds" matches="Name or unique id" list={list} />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconStack2 size={16} aria-hidden />}
            onClick={() => void navigate(metadataPaths.newGroup)}
          >
            Create group
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createFeed}>
            Create feed
          </Button>
        </Group>
      </Group>

      <FeedListTable
        label="Your feeds"
        list={list}
        query={feeds}
        renderActions={(row) => <FeedRowMenu row={row} actions={actions} />}
        empty={{
          title: 'No feeds yet',
          description: 'Describe your first feed with the metadata wizard; it stays a draft until you submit it.',
          action: (
            <Button variant="light" mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={createFeed}>
              Create feed
            </Button>
          ),
        }}
        onClearFilters={() => list.setFilterText('')}
      />

      {wizard?.kind === 'feed' && (
        <MetadataWizard feedId={wizard.feedId} onClose={closeWizard} renderConnectors={renderFeedConnectors} />
      )}
      {wizard?.kind === 'group' && <GroupWizard groupId={wizard.groupId} onClose={closeWizard} />}
    </Stack>
  );
}
