import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

import { messages, type MessageKey } from '@feedmarket/contract/messages';
import type { TNotification } from '@feedmarket/contract/notifications/notifications.schemas';

import { errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useChangeNotification, type NotificationChange } from '../api/change-notification';

const confirmations: Record<NotificationChange, MessageKey> = {
  clear: 'notificationCleared',
  resolve: 'notificationResolved',
  close: 'notificationClosed',
};

/** What asks first: clearing and closing take a notification out of the user's way for good. */
const questions: Partial<Record<NotificationChange, { title: string; text: string; confirm: string }>> = {
  clear: {
    title: 'Clear notification',
    text: 'The notification leaves your list of new notifications and your history.',
    confirm: 'Clear',
  },
  close: {
    title: 'Close notification',
    text: 'The notification is closed without acting on it. It stays in your history.',
    confirm: 'Close notification',
  },
};

/** Clear, resolve and close, each asking first where it takes the notification away, and saying how it went. */
export function useNotificationActions(userId: number) {
  const mutation = useChangeNotification(userId);

  const run = (notification: TNotification, change: NotificationChange) =>
    mutation.mutate(
      { id: notification.id, change },
      {
        onSuccess: () => showNotice({ message: messages[confirmations[change]], tone: 'success' }),
        onError: (error) =>
          showNotice({ message: errorMessage(error, messages.notificationChangeFailed), tone: 'error' }),
      },
    );

  const change = (notification: TNotification, kind: NotificationChange) => {
    const question = questions[kind];
    if (!question) return run(notification, kind);
    modals.openConfirmModal({
      title: question.title,
      closeButtonProps: { 'aria-label': 'Close' },
      children: <Text>{question.text}</Text>,
      labels: { confirm: question.confirm, cancel: 'Cancel' },
      confirmProps: { color: kind === 'clear' ? 'red' : undefined },
      onConfirm: () => run(notification, kind),
    });
  };

  return { change, pending: mutation.isPending ? mutation.variables?.change : undefined };
}
