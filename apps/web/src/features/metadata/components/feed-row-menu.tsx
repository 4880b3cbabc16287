import { Menu } from '@mantine/core';
import { IconCopy, IconPencil, IconPlayerPause, IconSend, IconTrash } from '@tabler/icons-react';

import type { TFeedListRow } from '@feedmarket/contract/catalog/metadata.schemas';

import { RowActionsMenu } from '../../../components/row-actions-menu';
import type { useFeedRowActions } from '../hooks/use-feed-row-actions';
import { canClone, canDelete, canEdit, statusOffer } from '../utils/feed-row-rules';

type FeedRowMenuProps = { row: TFeedListRow; actions: ReturnType<typeof useFeedRowActions> };

/** A Metadata tab row's actions; only those its status allows are offered. */
export function FeedRowMenu({ row, actions }: FeedRowMenuProps) {
  const offer = statusOffer(row.status);
  const isBusy = actions.isBusy(row.id);
  return (
    <RowActionsMenu label={`Actions for ${row.name}`} isBusy={isBusy}>
      {canEdit(row) && (
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => actions.edit(row)}>
          Edit
        </Menu.Item>
      )}
      {canClone(row) && (
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => actions.clone(row)}>
          Clone
        </Menu.Item>
      )}
      {offer && (
        <Menu.Item
          leftSection={
            offer.label === 'Deactivate' ? (
              <IconPlayerPause size={16} aria-hidden />
            ) : (
              <IconSend size={16} aria-hidden />
            )
          }
          onClick={() => actions.changeStatus(row, offer)}
        >
          {offer.label}
        </Menu.Item>
      )}
      {!offer && <Menu.Label>Waiting for review: no changes now</Menu.Label>}
      {canDelete(row) && (
        <>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => actions.remove(row)}>
            Delete
          </Menu.Item>
        </>
      )}
    </RowActionsMenu>
  );
}
