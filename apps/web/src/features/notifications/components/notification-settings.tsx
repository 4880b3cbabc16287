import { Button, Group, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';

import { ListError, ListLoading } from '../../../components/list-states';
import { useNotificationSettings } from '../hooks/use-notification-settings';

/** A switch per type: whether it is delivered at all, and whether it is also sent by e-mail. */
export function NotificationSettings({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { config, flags, isSaving, update, discard, save } = useNotificationSettings(userId, onDone);
  const cancel = () => {
    discard();
    onDone();
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        A type you turn off is not kept for you at all. E-mail goes to your address on file, in addition to the bell.
      </Text>
      {config.error ? (
        <ListError
          title="Your settings could not be loaded"
          error={config.error}
          onRetry={() => void config.refetch()}
        />
      ) : !config.data ? (
        <ListLoading gap="xs" label="Notification settings: loading">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={32} />
          ))}
        </ListLoading>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" aria-label="Notification types">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th w={90}>Notify</Table.Th>
                <Table.Th w={90}>E-mail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {flags.map((item) => (
                <Table.Tr key={item.type}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Notify: ${item.name}`}
                      checked={item.flag}
                      onChange={(event) => update(item.type, { flag: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`E-mail: ${item.name}`}
                      checked={item.flag && item.email}
                      disabled={!item.flag}
                      onChange={(event) => update(item.type, { email: event.currentTarget.checked })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={cancel}>
          Cancel
        </Button>
        <Button onClick={save} loading={isSaving} disabled={!config.data}>
          Save settings
        </Button>
      </Group>
    </Stack>
  );
}
