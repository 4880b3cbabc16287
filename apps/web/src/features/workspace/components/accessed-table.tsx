import { Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFiles, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import type { TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';

import { ListTable, type ListEmptyState } from '../../../components/list-table';
import { LocalDay } from '../../../components/local-day';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize } from '../../../hooks/use-paged-list';
import type { WorkspaceActions } from '../hooks/use-workspace-actions';
import type { WorkspaceList } from '../hooks/use-workspace-list';
import { workspacePaths } from '../utils/workspace-paths';
import { AccessPrice } from './access-price';
import { AccessStateBadge } from './access-state-badge';
import { FeedCell, ItemTools } from './workspace-item-parts';

/** What the files view shows before its feed has loaded, carried in the link's navigation state. */
export type OpenFilesState = { item?: { name: string; typeId: number; providerName?: string } };

type AccessedTableProps = {
  label: string;
  accessed: WorkspaceList;
  actions: WorkspaceActions;
  onNote: (item: TWorkspaceItem) => void;
  empty: ListEmptyState;
};

/** The action that fits an access's state: open the files (granted), ask again (refused), renew (expired). */
function StateAction({ item, actions }: { item: TWorkspaceItem; actions: WorkspaceActions }) {
  const state = item.access?.state;
  const isBusy = actions.isBusy(item.id);
  // A group has no files of its own; its feeds are locked one by one.
  if (state === 'granted' && item.typeId === feedTypes.group) {
    return (
      <Text size="xs" c="dimmed" ta="right" maw={90}>
        A group: its feeds hold the files
      </Text>
    );
  }
  if (state === 'granted') {
    const openState: OpenFilesState = {
      item: { name: item.name, typeId: item.typeId, providerName: item.providerName },
    };
    return (
      <Button
        component={Link}
        to={workspacePaths.files(item.metadataId)}
        state={openState}
        size="xs"
        variant="light"
        leftSection={<IconFiles size={14} aria-hidden />}
        aria-label={`Files of ${item.name}`}
      >
        Files
      </Button>
    );
  }
  if (state === 'refused' || state === 'expired') {
    const label = state === 'expired' ? 'Renew' : 'Ask again';
    return (
      <Button
        size="xs"
        variant="light"
        color={state === 'expired' ? 'blue' : 'gray'}
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={() => actions.askAgain(item)}
        disabled={isBusy}
        aria-label={`${label}: ${item.name}`}
      >
        {label}
      </Button>
    );
  }
  return null;
}

/** The locked feeds with the decision on each: its state, the reason in words, the provider's note and the price. */
export function AccessedTable({ label, accessed, actions, onNote, empty }: AccessedTableProps) {
  const { list, items } = accessed;
  const sortProps = { sort: list.sort, onSort: list.toggleSort };

  return (
    <ListTable
      label={label}
      query={items}
      list={list}
      pageSize={listPageSize}
      noun={['feed', 'feeds']}
      filterHint="feed name"
      empty={empty}
      minWidth={1080}
      columnCount={5}
      skeleton={{ subline: true }}
      head={
        <>
          <SortHeader column="name" {...sortProps}>
            Feed
          </SortHeader>
          <Table.Th w={300}>Decision</Table.Th>
          <Table.Th w={180}>Price</Table.Th>
          <SortHeader column="lockedDate" {...sortProps} w={116}>
            Locked
          </SortHeader>
          {/* Positioned, so the hidden heading stays inside the scrolling table instead of widening the page. */}
          <Table.Th w={226} pos="relative">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(item) => (
        <Table.Tr key={item.id}>
          <Table.Td>
            <FeedCell item={item} />
          </Table.Td>
          <Table.Td>
            {item.access ? (
              <Stack gap={4} align="flex-start">
                <AccessStateBadge state={item.access.state} text={item.access.stateText} />
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {item.access.reason}
                </Text>
                {item.access.note && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {`${item.providerName} says: ${item.access.note}`}
                  </Text>
                )}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                No decision yet
              </Text>
            )}
          </Table.Td>
          <Table.Td>{item.access && <AccessPrice access={item.access} />}</Table.Td>
          <Table.Td>
            <LocalDay value={item.lockedDate} empty="–" />
          </Table.Td>
          <Table.Td>
            <ItemTools
              item={item}
              isBusy={actions.isBusy(item.id)}
              onFlag={() => actions.toggleFlag(item)}
              onNote={() => onNote(item)}
              onRemove={() => actions.remove(item)}
            >
              <StateAction item={item} actions={actions} />
            </ItemTools>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
