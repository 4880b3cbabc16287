import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconMessageCircle } from '@tabler/icons-react';

import { messages } from '@feedmarket/contract/messages';

import { confirmAction } from '../../../components/confirm-dialog';

let dialogCount = 0;
const nextDialogId = (kind: string) => `metadata-${kind}-${++dialogCount}`;

/** Spec §8: a refused or failed status change says why in a dialog titled 'Error' with only OK. */
export function openErrorDialog(message: string): void {
  const modalId = nextDialogId('error');
  modals.open({
    modalId,
    title: 'Error',
    size: 'sm',
    withCloseButton: false,
    children: (
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color="red" aria-hidden>
            <IconAlertTriangle size={22} />
          </ThemeIcon>
          <Text pt={8}>{message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(modalId)} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    ),
  });
}

/** Asks before deactivating: the feed stops being found, and may be edited and resubmitted. */
export function confirmDeactivate(name: string, onConfirm: () => void): void {
  confirmAction({
    title: 'Deactivate feed',
    subject: name,
    consequence: messages.deactivateWarning,
    confirmLabel: 'Deactivate',
    color: 'orange',
    onConfirm,
  });
}

/** Spec §2: delete always asks for confirmation first. */
export function confirmDelete(name: string, isGroup: boolean, onConfirm: () => void): void {
  confirmAction({
    title: isGroup ? 'Delete group' : 'Delete feed',
    subject: name,
    consequence: isGroup
      ? 'The group is deleted; the feeds in it stay. This cannot be undone.'
      : 'The feed and its description are deleted. This cannot be undone.',
    confirmLabel: 'Delete',
    color: 'red',
    onConfirm,
  });
}

/** A submitted feed came back for review: say so and offer to open the wizard with the review. */
export function openReturnedDialog(name: string, onSeeReview: () => void): void {
  modals.openConfirmModal({
    title: 'Returned for review',
    size: 'md',
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color="orange" aria-hidden>
          <IconMessageCircle size={22} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={600}>{name}</Text>
          <Text>
            System validation found steps that need changes, so the feed was returned for review. Open it to see what to
            fix, then resubmit it.
          </Text>
        </Stack>
      </Group>
    ),
    labels: { confirm: 'See review', cancel: 'Close' },
    onConfirm: onSeeReview,
  });
}
