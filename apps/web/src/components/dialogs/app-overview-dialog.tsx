import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconCode, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

import { paths } from '../../config/paths';
import { useAppSettings, useWording } from '../../lib/app-settings';
import { useDialog } from '../../lib/dialogs';
import { AppLogo } from '../app-logo';

const cards = [
  {
    icon: IconBuildingStore,
    title: 'Marketplace',
    text: 'Search feeds and request access; granted feeds can be downloaded or streamed.',
    href: paths.search.getHref(),
    link: 'Search feeds',
  },
  {
    icon: IconShieldCheck,
    title: 'Supply data',
    text: 'Publish feeds with access policies and prices that you control.',
    href: paths.supplyData.getHref(),
    link: 'How supplying works',
  },
  {
    icon: IconCode,
    title: 'Developers',
    text: 'Every screen runs on a documented REST API you can use too.',
    href: paths.developers.getHref(),
    link: 'API overview',
  },
] as const;

/** The application overview (the itsa theme opens it from the logo). */
export function AppOverviewDialog() {
  const { opened, close } = useDialog('appOverview');
  const { appTitle } = useAppSettings();
  const wording = useWording();

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Application overview"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Stack gap="sm">
          <AppLogo height={40} />
          <Text c="dimmed">
            {appTitle} is a marketplace for data feeds: find them, get access under clear terms, and organise them in
            your {wording.workspace}.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {cards.map(({ icon: Icon, title, text, href, link }) => (
            <Stack
              key={title}
              gap="xs"
              p="md"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 12 }}
            >
              <ThemeIcon variant="light" size={36} radius="md">
                <Icon size={20} />
              </ThemeIcon>
              <Text fw={600}>{title}</Text>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {text}
              </Text>
              <Anchor component={Link} to={href} size="sm" fw={600}>
                {link}
              </Anchor>
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={close}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
