import { Badge, Group, Loader, Menu, Switch, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { RowActionsMenu } from '../../../components/row-actions-menu';
import { isActiveStatus } from '../utils/connector-status';

/** What a Technical tab row needs of its item. */
type Row = { id: number; name: string; status: number; statusName: string };

/** A row's changing controls, or none to read it (read-only organisations). */
type RowControls<T extends Row> = {
  toggleStatus: (row: T) => void;
  remove: (row: T) => void;
  isBusy: (id: number) => boolean;
} | null;

/** A cell of two lines: the value, and a dimmed line under it. */
export function TwoLineCell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <Table.Td>
      <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {main}
      </Text>
      <Text size="xs" c="dimmed">
        {sub}
      </Text>
    </Table.Td>
  );
}

/** A row's status: a switch for those who may change it (spec §4: 1 if the item is 2, otherwise 2), a badge for the others. */
export function StatusCell<T extends Row>({ row, controls }: { row: T; controls: RowControls<T> }) {
  const isActive = isActiveStatus(row.status);
  const isBusy = controls?.isBusy(row.id) ?? false;
  return (
    <Table.Td>
      {controls ? (
        <Group gap="xs" wrap="nowrap">
          <Switch
            checked={isActive}
            // The next status comes from the row, not from the switch.
            onChange={() => controls.toggleStatus(row)}
            disabled={isBusy}
            label={row.statusName}
            aria-label={`${row.statusName}: ${row.name}`}
          />
          {isBusy && <Loader size={14} aria-label="Saving" />}
        </Group>
      ) : (
        <Badge variant="light" color={isActive ? 'teal' : 'gray'} tt="none">
          {row.statusName}
        </Badge>
      )}
    </Table.Td>
  );
}

type RowMenuCellProps<T extends Row> = {
  row: T;
  controls: RowControls<T>;
  /** The item every reader has (preview, usage), first in the menu. */
  view: { label: string; icon: ReactNode; onClick: () => void };
  onEdit: (id: number) => void;
  /** Items of the changing controls between Edit and Delete. */
  more?: ReactNode;
};

/** A row's "…" menu: its view for everyone; Edit, more and Delete for those who may change it. */
export function RowMenuCell<T extends Row>({ row, controls, view, onEdit, more }: RowMenuCellProps<T>) {
  return (
    <Table.Td>
      <RowActionsMenu label={`Actions for ${row.name}`} isBusy={controls?.isBusy(row.id) ?? false} width={230}>
        <Menu.Item leftSection={view.icon} onClick={view.onClick}>
          {view.label}
        </Menu.Item>
        {controls && (
          <>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(row.id)}>
              Edit
            </Menu.Item>
            {more}
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => controls.remove(row)}
            >
              Delete
            </Menu.Item>
          </>
        )}
      </RowActionsMenu>
    </Table.Td>
  );
}
