import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useRef } from 'react';

const keepByDraft = 'Some changes are not saved. Save a draft to keep them, or close and lose them.';

/**
 * Closing a wizard: straight away when nothing is unsaved, otherwise after the user confirms that
 * the changes may go. The wizard keeps `unsavedChangesRef` answering whether anything is unsaved;
 * `explanation` says how its changes are kept.
 */
export function useConfirmDiscard(onClose: () => void, explanation: string = keepByDraft) {
  const unsavedChangesRef = useRef<() => boolean>(() => false);
  const requestClose = useCallback(() => {
    if (!unsavedChangesRef.current()) {
      onClose();
      return;
    }
    modals.openConfirmModal({
      title: 'Discard your changes?',
      children: <Text size="sm">{explanation}</Text>,
      labels: { confirm: 'Discard changes', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: onClose,
    });
  }, [onClose, explanation]);
  return { unsavedChangesRef, requestClose };
}
