import { Button, Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

import type { TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';

import { ListTable, type ListEmptyState } from '../../../components/list-table';
import { LocalDay } from '../../../components/local-day';
import { SelectPageHeader, selectedRowBackground } from '../../../components/selection-parts';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize } from '../../../hooks/use-paged-list';
import type { RowSelection } from '../../../hooks/use-row-selection';
import type { WorkspaceActions } from '../hooks/use-workspace-actions';
import type { WorkspaceList } from '../hooks/use-workspace-list';
import { FeedCell, ItemTools } from './workspace-item-parts';

type AwaitingTableProps = {
  label: string;
  awaiting: WorkspaceList;
  selection: RowSelection<TWorkspaceItem>;
  actions: WorkspaceActions;
  onNote: (item: TWorkspaceItem) => void;
  empty: ListEmptyState;
};

/** The feeds waiting to be locked: checkboxes for a bulk lock, and per feed lock, flag, note and remove. */
export function AwaitingTable({ label, awaiting, selection, actions, onNote, empty }: AwaitingTableProps) {
  const { list, items } = awaiting;
  const rows = items.data?.content ?? [];
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
      minWidth={720}
      columnCount={4}
      skeleton={{ checkbox: true, subline: true }}
      head={
        <>
          <SelectPageHeader label="Select all awaiting feeds on this page" rows={rows} selection={selection} />
          <SortHeader column="name" {...sortProps}>
            Feed
          </SortHeader>
          <SortHeader column="createDate" {...sortProps} w={116}>
            Added
          </SortHeader>
          {/* Positioned, so the hidden heading stays inside the scrolling table instead of widening the page. */}
          <Table.Th w={226} pos="relative">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      renderRow={(item) => {
        const isBusy = actions.isBusy(item.id);
        return (
          <Table.Tr key={item.id} bg={selectedRowBackground(selection.isSelected(item.id))}>
            <Table.Td>
              <Checkbox
                aria-label={`Select ${item.name}`}
                checked={selection.isSelected(item.id)}
                onChange={(event) => selection.toggle(item, event.currentTarget.checked)}
                disabled={isBusy}
              />
            </Table.Td>
            <Table.Td>
              <FeedCell item={item} />
            </Table.Td>
            <Table.Td>
              <LocalDay value={item.createDate} />
            </Table.Td>
            <Table.Td>
              <ItemTools
                item={item}
                isBusy={isBusy}
                onFlag={() => actions.toggleFlag(item)}
                onNote={() => onNote(item)}
                onRemove={() => actions.remove(item, () => selection.forget([item.id]))}
              >
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconLock size={14} aria-hidden />}
                  onClick={() => actions.lock(item, () => selection.forget([item.id]))}
                  disabled={isBusy}
                  aria-label={`Lock ${item.name}`}
                >
                  Lock
                </Button>
              </ItemTools>
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}
