import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconCircleX, IconEraser, IconNote } from '@tabler/icons-react';
import { Link } from 'react-router';

import { notificationStatuses } from '@feedmarket/contract/notifications/notification-tabs';
import type { TNotification } from '@feedmarket/contract/notifications/notifications.schemas';

import { DateText } from '../../../components/date-text';
import type { NotificationChange } from '../api/change-notification';
import { notificationLink, type DashboardTab } from '../utils/notification-links';
import { NotificationStatusBadge } from './notification-status-badge';
import classes from './notifications.module.css';

type NotificationDetailProps = {
  notification: TNotification;
  tabs: readonly DashboardTab[];
  /** The change being saved, if any. */
  pending: NotificationChange | undefined;
  onChange: (change: NotificationChange) => void;
  onEditNote: () => void;
};

const { unread, read, cleared } = notificationStatuses;

/** One notification: what happened, its state and note, what can be done with it and where it leads. */
export function NotificationDetail({ notification, tabs, pending, onChange, onEditNote }: NotificationDetailProps) {
  const isOpen = notification.status === unread || notification.status === read;
  const canAct = notification.actionable && isOpen;
  const link = notificationLink(notification, tabs);
  const busy = pending !== undefined;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {notification.typeName}
          </Text>
          <NotificationStatusBadge status={notification.status} name={notification.statusName} />
        </Group>
        <Title order={3} fz="lg" className={classes.title}>
          {notification.title}
        </Title>
        <Text size="sm" c="dimmed">
          <DateText value={notification.createdAt} />
        </Text>
      </Stack>
      <Text className={classes.body}>{notification.body}</Text>

      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Your note
          </Text>
          <Text size="sm" c={notification.note ? undefined : 'dimmed'} className={classes.body}>
            {notification.note ?? 'No note yet.'}
          </Text>
        </Stack>
      </Paper>

      <Group gap="sm">
        {canAct && (
          <>
            <Button
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              loading={pending === 'resolve'}
              disabled={busy}
              onClick={() => onChange('resolve')}
            >
              Resolve
            </Button>
            <Button
              variant="default"
              leftSection={<IconCircleX size={16} aria-hidden />}
              loading={pending === 'close'}
              disabled={busy}
              onClick={() => onChange('close')}
            >
              Close notification
            </Button>
          </>
        )}
        <Button variant="default" leftSection={<IconNote size={16} aria-hidden />} disabled={busy} onClick={onEditNote}>
          {notification.note ? 'Edit note' : 'Add note'}
        </Button>
        {notification.status !== cleared && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconEraser size={16} aria-hidden />}
            loading={pending === 'clear'}
            disabled={busy}
            onClick={() => onChange('clear')}
          >
            Clear
          </Button>
        )}
        {link && (
          <Button
            component={Link}
            to={link.href}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {link.label}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
