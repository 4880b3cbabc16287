import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before a policy starts or stops deciding: either may revoke access granted before. */
export function confirmStatusChange(name: string, activate: boolean, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: activate ? 'Activate policy' : 'Deactivate policy',
    size: 'md',
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <Stack gap="xs">
        <Text fw={600}>{name}</Text>
        <Text size="sm">
          {activate
            ? 'The policy starts deciding requests for its feeds at once. Requests already decided for them are decided again: access it no longer allows is revoked, and the consumers are told.'
            : 'The policy stops deciding requests. Requests already decided for its feeds are decided again without it: access the other policies do not allow is revoked, and the consumers are told.'}
        </Text>
      </Stack>
    ),
    labels: { confirm: activate ? 'Activate' : 'Deactivate', cancel: 'Cancel' },
    confirmProps: { color: activate ? undefined : 'orange' },
    onConfirm,
  });
}

/** Spec §2: delete always asks for confirmation first. */
export function confirmDeletePolicy(name: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Delete policy',
    size: 'md',
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <Stack gap="xs">
        <Text fw={600}>{name}</Text>
        <Text size="sm">
          The policy is deleted, and the requests already decided for its feeds are decided again without it. This
          cannot be undone.
        </Text>
      </Stack>
    ),
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
