import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import type { DashboardTab } from '../utils/notification-links';
import { useEscapeForTopDialog } from '../hooks/use-escape-for-top-dialog';
import { NotificationView } from './notification-view';

type NotificationViewDialogProps = {
  id: number;
  userId: number;
  tabs: readonly DashboardTab[];
  onClose: () => void;
};

/** The notification view a page address opens over a dashboard tab (`modal=notifications` and an id). */
export function NotificationViewDialog({ id, userId, tabs, onClose }: NotificationViewDialogProps) {
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const escape = useEscapeForTopDialog();
  return (
    <Modal
      opened
      onClose={onClose}
      title="Notification"
      size="lg"
      fullScreen={isNarrow}
      closeOnEscape={escape.closeOnEscape}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <NotificationView id={id} userId={userId} tabs={tabs} onNoteDialog={escape.onNoteDialog} />
    </Modal>
  );
}
