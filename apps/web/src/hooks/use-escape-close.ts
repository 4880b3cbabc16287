import { useWindowEvent } from '@mantine/hooks';
import { useRef } from 'react';

/**
 * Escape closes the dialog (a wizard, the feed view, a notification), but not when it was meant for
 * a dialog opened on top of it (the ISIC picker, a confirmation, a note, a file's preview) or for an
 * open list: Mantine's own Escape handling would close every open dialog at once. Give the dialog
 * `closeOnEscape={false}` and put the returned ref on an element inside it.
 */
export function useEscapeClose(onEscape: () => void) {
  const insideRef = useRef<HTMLDivElement>(null);
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const dialog = insideRef.current?.closest('[role="dialog"]');
      if (!dialog) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      // Mantine marks an input whose list is open: Escape closes the list.
      if (target?.getAttribute('data-mantine-stop-propagation') === 'true') return;
      const dialogs = [...document.querySelectorAll('[role="dialog"]')];
      const isTopmost = dialogs[dialogs.length - 1] === dialog;
      if ((target && dialog.contains(target)) || (isTopmost && (!target || target === document.body))) onEscape();
      // Capture, as Mantine does: by the time the event bubbles up, an open list has closed and unmarked its input.
    },
    { capture: true },
  );
  return insideRef;
}
