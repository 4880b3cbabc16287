import { Group, Paper, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { TNotification } from '@feedmarket/contract/notifications/notifications.schemas';

import { ListEmpty, ListError, ListLoading } from '../../../components/list-states';
import { DateText } from '../../../components/date-text';
import { NotificationStatusBadge } from './notification-status-badge';
import classes from './notifications.module.css';

type NotificationListProps = {
  /** The list's accessible name. */
  label: string;
  items: TNotification[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  onOpen: (notification: TNotification) => void;
  empty: { title: string; description: string };
  /** Under the rows: paging. */
  footer?: ReactNode;
};

/** Notifications as rows to open: type, title, when, and the state unless it is unread. */
export function NotificationList({
  label,
  items,
  isPending,
  error,
  onRetry,
  onOpen,
  empty,
  footer,
}: NotificationListProps) {
  if (error) return <ListError title="Notifications could not be loaded" error={error} onRetry={onRetry} />;
  if (isPending || !items) {
    return (
      <ListLoading gap="xs" label={`${label}: loading`}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={64} radius="md" />
        ))}
      </ListLoading>
    );
  }
  if (!items.length)
    return <ListEmpty icon={<IconBellOff size={28} />} title={empty.title} description={empty.description} />;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" aria-label={label} className={classes.list}>
        {items.map((notification) => (
          <li key={notification.id}>
            <UnstyledButton
              className={classes.row}
              data-unread={!notification.readFlag || undefined}
              onClick={() => onOpen(notification)}
            >
              <Paper withBorder radius="md" p="sm" className={classes.rowPaper}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                      {notification.typeName}
                    </Text>
                    <Text fw={notification.readFlag ? 500 : 700} className={classes.title}>
                      {notification.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <DateText value={notification.createdAt} />
                    </Text>
                  </Stack>
                  {notification.readFlag ? (
                    <NotificationStatusBadge status={notification.status} name={notification.statusName} />
                  ) : (
                    <>
                      <span className={classes.unreadDot} aria-hidden />
                      {/* The button is named by what it shows; the dot alone would not say it is unread. */}
                      <VisuallyHidden>Unread</VisuallyHidden>
                    </>
                  )}
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {footer}
    </Stack>
  );
}
