import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDatabaseSearch, IconLock, IconUpload } from '@tabler/icons-react';

import { useAppSettings, useWording } from '../../lib/app-settings';
import { useDialog } from '../../lib/dialogs';

/** A short explanation of the marketplace for first-time visitors. */
export function WhatIsThisDialog() {
  const { opened, close } = useDialog('whatIsThis');
  const { appTitle } = useAppSettings();
  const wording = useWording();

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`What is ${appTitle}?`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>
          {appTitle} is a marketplace for data feeds: datasets described by rich metadata such as their source, sensor,
          location, environment, industry and format. Anyone can search it; member organisations request access to feeds
          and publish their own.
        </Text>
        <List spacing="md" center>
          <List.Item
            icon={
              <ThemeIcon variant="light" radius="xl" size={32}>
                <IconDatabaseSearch size={18} />
              </ThemeIcon>
            }
          >
            <Text fw={600}>Find</Text>
            <Text size="sm" c="dimmed">
              Search feeds by text and filters, as a list or on a map, without signing in.
            </Text>
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon variant="light" radius="xl" size={32}>
                <IconLock size={18} />
              </ThemeIcon>
            }
          >
            <Text fw={600}>Get access</Text>
            <Text size="sm" c="dimmed">
              Members add feeds to their {wording.workspace} and lock them to request access under the provider&apos;s
              policy and price.
            </Text>
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon variant="light" radius="xl" size={32}>
                <IconUpload size={18} />
              </ThemeIcon>
            }
          >
            <Text fw={600}>Supply data</Text>
            <Text size="sm" c="dimmed">
              Providers describe their feeds, upload content or connect live sources, and decide who may use them.
            </Text>
          </List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={close}>Got it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
