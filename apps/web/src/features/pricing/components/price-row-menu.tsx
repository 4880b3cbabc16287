import { Menu } from '@mantine/core';
import { IconCopy, IconEye, IconEyeOff, IconNote, IconPencil, IconTrash } from '@tabler/icons-react';

import type { TPriceRow } from '@feedmarket/contract/pricing/pricing.schemas';

import { RowActionsMenu } from '../../../components/row-actions-menu';
import type { usePriceActions } from '../hooks/use-price-actions';

type PriceRowMenuProps = {
  row: TPriceRow;
  actions: ReturnType<typeof usePriceActions>;
  onEdit: (id: number) => void;
};

/** A Pricing tab row's actions, for the organisation's admins; the status switch sits in its own column. */
export function PriceRowMenu({ row, actions, onEdit }: PriceRowMenuProps) {
  return (
    <RowActionsMenu label={`Actions for ${row.name}`} isBusy={actions.isBusy(row.id)} width={230}>
      <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(row.id)}>
        Edit
      </Menu.Item>
      <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => actions.clone(row)}>
        Clone
      </Menu.Item>
      <Menu.Item
        leftSection={row.requireReview ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
        onClick={() => actions.toggleReview(row)}
      >
        {row.requireReview ? 'Stop requiring review' : 'Require review'}
      </Menu.Item>
      <Menu.Item leftSection={<IconNote size={16} aria-hidden />} onClick={() => actions.note.open(row)}>
        {row.note ? 'Edit note' : 'Add note'}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => actions.remove(row)}>
        Delete
      </Menu.Item>
    </RowActionsMenu>
  );
}
