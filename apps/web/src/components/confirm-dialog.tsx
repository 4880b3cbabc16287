import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

type Confirmation = {
  title: string;
  /** What the action is about (a name), shown first and in bold. */
  subject: string;
  /** What follows from confirming. */
  consequence: ReactNode;
  confirmLabel: string;
  /** The confirm button's colour: red for what cannot be undone, orange for what can. */
  color: 'red' | 'orange';
  onConfirm: () => void;
};

/** Asks before an action that deletes or withdraws something (spec §2: delete always asks first). */
export function confirmAction({ title, subject, consequence, confirmLabel, color, onConfirm }: Confirmation): void {
  modals.openConfirmModal({
    title,
    size: 'md',
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {subject}
        </Text>
        <Text>{consequence}</Text>
      </Stack>
    ),
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color },
    onConfirm,
  });
}
