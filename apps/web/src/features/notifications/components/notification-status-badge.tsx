import { Badge } from '@mantine/core';

import { notificationStatuses } from '@feedmarket/contract/notifications/notification-tabs';

const colors: Record<number, string> = {
  [notificationStatuses.unread]: 'blue',
  [notificationStatuses.resolved]: 'teal',
};

/** A notification's state by its name: "Unread" stands out, handled states do not. */
export function NotificationStatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <Badge variant="light" color={colors[status] ?? 'gray'} radius="sm" tt="none" size="sm" style={{ flex: 'none' }}>
      {name}
    </Badge>
  );
}
