import { Button, Group, Modal, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconSettings } from '@tabler/icons-react';

import { ListFooter } from '../../../components/list-footer';
import { useEscapeClose } from '../../../hooks/use-escape-close';
import { useScreenWidth } from '../../../hooks/use-screen-width';
import { useDialog } from '../../../lib/dialogs';
import { useNotificationList, type NotificationTab } from '../api/get-notification-list';
import { useNotificationsDialog } from '../hooks/use-notifications-dialog';
import type { DashboardTab } from '../utils/notification-links';
import { NotificationList } from './notification-list';
import { NotificationSettings } from './notification-settings';
import { NotificationView } from './notification-view';

const pageSize = 10;

const tabTexts: Record<
  NotificationTab,
  { label: string; list: string; empty: { title: string; description: string } }
> = {
  new: {
    label: 'New',
    list: 'New notifications',
    empty: { title: 'Nothing new', description: 'New notifications about your feeds, access and account show here.' },
  },
  history: {
    label: 'History',
    list: 'Notification history',
    empty: {
      title: 'No history yet',
      description: 'Notifications you have read, resolved or closed stay here until you clear them.',
    },
  },
};

type NotificationsDialogProps = { userId: number; tabs: readonly DashboardTab[]; unreadCount: number | undefined };

/** The bell's dialog: new and history tabs, a notification's details, and the notification settings. */
export function NotificationsDialog({ userId, tabs, unreadCount }: NotificationsDialogProps) {
  const { opened, close } = useDialog('notifications');
  const isNarrow = useScreenWidth('narrow');
  const state = useNotificationsDialog();
  const list = useNotificationList(userId, state.tab, { pageNum: state.page, pageSize });

  const handleClose = () => {
    close();
    state.reset();
  };
  const escapeRef = useEscapeClose(handleClose);

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={state.view === 'settings' ? 'Notification settings' : 'Notifications'}
      size="lg"
      fullScreen={isNarrow}
      // Escape meant for a dialog opened from here (the note, a confirmation) closes only that one.
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <div ref={escapeRef}>
        {state.view === 'settings' ? (
          <NotificationSettings userId={userId} onDone={state.backToList} />
        ) : state.openId !== null ? (
          <Stack gap="md">
            <Group>
              <Button
                variant="subtle"
                px={4}
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={state.backToList}
              >
                Back to notifications
              </Button>
            </Group>
            <NotificationView id={state.openId} userId={userId} tabs={tabs} />
          </Stack>
        ) : (
          <Tabs
            value={state.tab}
            onChange={(value) => value && state.setTab(value as NotificationTab)}
            keepMounted={false}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-end">
              <Tabs.List aria-label="Notification lists">
                <Tabs.Tab value="new">{unreadCount ? `New (${unreadCount})` : 'New'}</Tabs.Tab>
                <Tabs.Tab value="history">History</Tabs.Tab>
              </Tabs.List>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconSettings size={16} aria-hidden />}
                onClick={state.openSettings}
              >
                Settings
              </Button>
            </Group>
            {(['new', 'history'] as const).map((tab) => (
              <Tabs.Panel key={tab} value={tab} pt="md">
                <NotificationList
                  label={tabTexts[tab].list}
                  items={list.data?.content}
                  isPending={list.isPending}
                  error={list.error}
                  onRetry={() => void list.refetch()}
                  onOpen={(notification) => state.open(notification.id)}
                  empty={tabTexts[tab].empty}
                  footer={
                    <ListFooter
                      label={tabTexts[tab].list}
                      page={state.page}
                      pageSize={pageSize}
                      shown={list.data?.content.length}
                      total={list.data?.total}
                      noun={['notification', 'notifications']}
                      onPage={state.setPage}
                    />
                  }
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </div>
    </Modal>
  );
}
