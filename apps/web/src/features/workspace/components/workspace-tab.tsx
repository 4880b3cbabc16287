import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { ListFilterInput } from '../../../components/list-filter-input';
import { SearchFeedsButton } from '../../../components/search-feeds-button';
import { TabHeading } from '../../../components/tab-heading';
import { useWording } from '../../../lib/app-settings';
import { useWorkspaceTab } from '../hooks/use-workspace-tab';
import type { WorkspaceList } from '../hooks/use-workspace-list';
import { readOpenFiles } from '../utils/workspace-paths';
import { AccessedTable } from './accessed-table';
import { AwaitingTable } from './awaiting-table';
import { FindNewContentDialog } from './find-new-content-dialog';
import { LockSelectionBar } from './lock-selection-bar';
import { WorkspaceFilesView, type FilesFeed } from './workspace-files-view';
import { WorkspaceNoteDialog } from './workspace-note-dialog';

type WorkspaceTabProps = {
  orgId: number;
  /** The route's `modal` and `id`: `files/{feedId}` opens that feed's files. */
  modal?: string;
  id?: string;
  /** A feed's files (list, preview, download), composed by the app from the Datasets feature. */
  renderFiles: (feed: FilesFeed) => ReactNode;
};

/** The dashboard's Workspace tab (called a project in some themes): the two lists, or an accessed feed's files. */
export function WorkspaceTab({ orgId, modal, id, renderFiles }: WorkspaceTabProps) {
  const wording = useWording();
  const feedId = readOpenFiles(modal, id);
  return feedId === null ? (
    <WorkspaceLists orgId={orgId} />
  ) : (
    <WorkspaceFilesView feedId={feedId} wording={wording} renderFiles={renderFiles} />
  );
}

/** A list's heading with its total, and its filter. */
function ListHeading({
  id,
  title,
  list,
  filterLabel,
}: {
  id: string;
  title: string;
  list: WorkspaceList;
  filterLabel: string;
}) {
  const total = list.items.data?.total;
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Group gap="xs" align="center">
        <Title order={3} fz="lg" id={id}>
          {title}
        </Title>
        {total !== undefined && (
          <Badge variant="light" color="gray" radius="sm" aria-label={`${total} in total`}>
            {total}
          </Badge>
        )}
      </Group>
      <ListFilterInput label={filterLabel} matches="Feed name" list={list.list} />
    </Group>
  );
}

function WorkspaceLists({ orgId }: { orgId: number }) {
  const tab = useWorkspaceTab(orgId);
  const { wording, awaiting, accessed, selection, actions } = tab;

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <TabHeading title={`Your ${wording.workspace}`}>
          Feeds you add from the search page wait here until you lock them. Locking asks their provider for access; the
          decision, its reason and its price show among your accessed feeds.
        </TabHeading>
        <Button variant="default" leftSection={<IconSparkles size={16} aria-hidden />} onClick={tab.openFinder}>
          Find new content
        </Button>
      </Group>

      <Stack gap="md" component="section" aria-labelledby="workspace-awaiting">
        <ListHeading
          id="workspace-awaiting"
          title="Awaiting access"
          list={awaiting}
          filterLabel="Filter awaiting feeds"
        />
        {selection.count > 0 && (
          <LockSelectionBar selection={selection} onLock={tab.lockSelected} isLocking={actions.isLockingSelection} />
        )}
        <AwaitingTable
          label="Feeds awaiting access"
          awaiting={awaiting}
          selection={selection}
          actions={actions}
          onNote={tab.openNote}
          empty={{
            title: 'No feeds awaiting access',
            description: `Add feeds from the search page: they wait in your ${wording.workspace} until you lock them.`,
            action: <SearchFeedsButton />,
          }}
        />
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="workspace-accessed">
        <ListHeading
          id="workspace-accessed"
          title="Accessed feeds"
          list={accessed}
          filterLabel="Filter accessed feeds"
        />
        <AccessedTable
          label="Accessed feeds"
          accessed={accessed}
          actions={actions}
          onNote={tab.openNote}
          empty={{
            title: 'No accessed feeds yet',
            description:
              'Lock a feed awaiting access to ask its provider for it. The decision shows here: granted feeds open their files.',
          }}
        />
      </Stack>

      <WorkspaceNoteDialog orgId={orgId} item={tab.noteItem} onClose={tab.closeNote} />
      <FindNewContentDialog orgId={orgId} opened={tab.isFinding} onClose={tab.closeFinder} />
    </Stack>
  );
}
