import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { messages } from '@feedmarket/contract/messages';

import { paths } from '../../../config/paths';
import { useThemeRules } from '../../../lib/app-settings';
import { useSession } from '../../../lib/session/session-store';
import { DataRequestForm } from './data-request-form';

type Page = 'choose' | 'form' | 'sent';

/**
 * Page 1 offers registration or continuing without an account; page 2 is the form (signed-in
 * members start there, consumer spec §4); a sent request says so.
 */
export function DataRequestContent({ onClose }: { onClose: () => void }) {
  const isMember = useSession().status === 'authenticated';
  const { registrationOpen } = useThemeRules();
  const [page, setPage] = useState<Page>(isMember ? 'form' : 'choose');

  if (page === 'sent') {
    return (
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          Request sent
        </Title>
        <Text role="status">{messages.dataRequestSent}</Text>
        <Text size="sm" c="dimmed">
          {isMember
            ? 'You will find our answer among your notifications.'
            : 'We sent a confirmation to the e-mail address you gave.'}
        </Text>
        <Button mt="sm" onClick={onClose} data-autofocus>
          Done
        </Button>
      </Stack>
    );
  }

  if (page === 'form') return <DataRequestForm isMember={isMember} onSent={() => setPage('sent')} onCancel={onClose} />;

  return (
    <Stack gap="md">
      <Text>
        Cannot find the data you need? Tell us what you are looking for, and we will ask our providers for it and get
        back to you.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: registrationOpen ? 2 : 1 }} spacing="md">
        {registrationOpen && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs" h="100%">
              <Title order={3} fz="md">
                Register your organisation
              </Title>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                Members follow their requests in their notifications, and can keep and access feeds.
              </Text>
              <Button
                component={Link}
                to={paths.register.getHref()}
                variant="light"
                leftSection={<IconUserPlus size={16} aria-hidden />}
                onClick={onClose}
              >
                Register
              </Button>
            </Stack>
          </Paper>
        )}
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs" h="100%">
            <Title order={3} fz="md">
              Continue without an account
            </Title>
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              Leave your contact details with the request; we answer by e-mail.
            </Text>
            <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => setPage('form')}>
              Continue
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
