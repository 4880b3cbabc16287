import { useModals } from '@mantine/modals';
import { useState } from 'react';

/**
 * Every open dialog closes on Escape, so a dialog holding others (the note dialog, a confirmation)
 * lets Escape close only the one on top: it does not close itself while one of them is open.
 */
export function useEscapeForTopDialog() {
  const [isNoteOpen, setNoteOpen] = useState(false);
  const confirmations = useModals().modals.length;
  return { closeOnEscape: !isNoteOpen && confirmations === 0, onNoteDialog: setNoteOpen };
}
