import { Modal } from '@mantine/core';

import { useEscapeClose } from '../../../hooks/use-escape-close';
import { useScreenWidth } from '../../../hooks/use-screen-width';
import type { DashboardTab } from '../utils/notification-links';
import { NotificationView } from './notification-view';

type NotificationViewDialogProps = {
  id: number;
  userId: number;
  tabs: readonly DashboardTab[];
  onClose: () => void;
};

/** The notification view a page address opens over a dashboard tab (`modal=notifications` and an id). */
export function NotificationViewDialog({ id, userId, tabs, onClose }: NotificationViewDialogProps) {
  const isNarrow = useScreenWidth('narrow');
  const escapeRef = useEscapeClose(onClose);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Notification"
      size="lg"
      fullScreen={isNarrow}
      // Escape meant for a dialog opened from here (the note, a confirmation) closes only that one.
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <div ref={escapeRef}>
        <NotificationView id={id} userId={userId} tabs={tabs} />
      </div>
    </Modal>
  );
}
