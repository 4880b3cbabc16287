import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';

import { ListFooter } from '../../../components/list-footer';
import { TabHeading } from '../../../components/tab-heading';
import { paths } from '../../../config/paths';
import { useNotificationsByType } from '../api/get-notifications-by-type';
import { notificationsModal } from '../utils/notification-links';
import { NotificationList } from './notification-list';

const pageSize = 5;

type NotificationsPanelProps = {
  /** The type listed, e.g. 4 for the Account tab's notices. */
  typeId: number;
  /** The dashboard tab the panel is on: a notification opens over it. */
  tab: string;
  title: string;
  description: string;
  empty: { title: string; description: string };
};

/** A tab's notices: the user's notifications of one type that are not cleared, each opening over the tab. */
export function NotificationsPanel({ typeId, tab, title, description, empty }: NotificationsPanelProps) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const notices = useNotificationsByType(typeId, { pageNum: page, pageSize });
  return (
    <Stack gap="md">
      <TabHeading title={title}>{description}</TabHeading>
      <NotificationList
        label={title}
        items={notices.data?.content}
        isPending={notices.isPending}
        error={notices.error}
        onRetry={() => void notices.refetch()}
        onOpen={(notification) => void navigate(paths.dashboard.getModalHref(tab, notificationsModal, notification.id))}
        empty={empty}
        footer={
          <ListFooter
            label={title}
            page={page}
            pageSize={pageSize}
            shown={notices.data?.content.length}
            total={notices.data?.total}
            noun={['notice', 'notices']}
            onPage={setPage}
          />
        }
      />
    </Stack>
  );
}

/** The Account tab's notices: account notifications (type 4). */
export function AccountNotices() {
  return (
    <NotificationsPanel
      typeId={notificationTypes.account}
      tab="account"
      title="Notices"
      description="What happened to your account: sign-in changes, password changes and messages from your organisation."
      empty={{ title: 'No notices', description: 'Notices about your account show here.' }}
    />
  );
}
