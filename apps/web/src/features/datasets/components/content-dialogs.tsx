import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Spec §4: a delete always asks first. */
export function confirmDeleteFile(name: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Delete file',
    size: 'md',
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text>The file is removed from the dataset and from storage. This cannot be undone.</Text>
      </Stack>
    ),
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** Asks before deleting the checked files, saying how many go. */
export function confirmDeleteFiles(count: number, onConfirm: () => void): void {
  const files = count === 1 ? '1 file' : `${count} files`;
  modals.openConfirmModal({
    title: 'Delete files',
    size: 'md',
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <Text>
        The {files} you selected {count === 1 ? 'is' : 'are'} removed from the dataset and from storage. This cannot be
        undone.
      </Text>
    ),
    labels: { confirm: `Delete ${files}`, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
