import { Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { ListError, ListLoading } from '../../../components/list-states';
import { useOpenNotification } from '../api/open-notification';
import { useNotificationActions } from '../hooks/use-notification-actions';
import type { DashboardTab } from '../utils/notification-links';
import { NoteDialog } from './note-dialog';
import { NotificationDetail } from './notification-detail';

type NotificationViewProps = {
  id: number;
  userId: number;
  tabs: readonly DashboardTab[];
};

/** The details of notification `id`, read on opening, with its actions and note dialog. */
export function NotificationView({ id, userId, tabs }: NotificationViewProps) {
  const notification = useOpenNotification(id, userId);
  const actions = useNotificationActions(userId);
  const [noteOpened, note] = useDisclosure(false);

  if (notification.error) {
    return (
      <ListError
        title="This notification cannot be shown"
        error={notification.error}
        fallback="It may have been removed."
        onRetry={() => void notification.refetch()}
      />
    );
  }
  if (!notification.data) {
    return (
      <ListLoading gap="sm" label="Notification: loading">
        <Skeleton height={20} width="40%" />
        <Skeleton height={28} />
        <Skeleton height={60} />
      </ListLoading>
    );
  }
  const data = notification.data;
  return (
    <>
      <NotificationDetail
        notification={data}
        tabs={tabs}
        pending={actions.pending}
        onChange={(change) => actions.change(data, change)}
        onEditNote={note.open}
      />
      <NoteDialog notificationId={data.id} note={data.note} opened={noteOpened} onClose={note.close} />
    </>
  );
}
