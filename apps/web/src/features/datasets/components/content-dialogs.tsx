import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

import { confirmAction } from '../../../components/confirm-dialog';

/** Spec §4: a delete always asks first. */
export function confirmDeleteFile(name: string, onConfirm: () => void): void {
  confirmAction({
    title: 'Delete file',
    subject: name,
    consequence: 'The file is removed from the dataset and from storage. This cannot be undone.',
    confirmLabel: 'Delete',
    color: 'red',
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
