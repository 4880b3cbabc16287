import { useSyncExternalStore } from 'react';

/** The app-wide dialogs; any screen may open one, and a route change closes it. */
export type DialogId =
  'signIn' | 'changePassword' | 'whatIsThis' | 'userAgreement' | 'appOverview' | 'notifications' | 'dataRequest';

let openDialogId: DialogId | null = null;
const listeners = new Set<() => void>();

function setOpen(next: DialogId | null): void {
  if (next === openDialogId) return;
  openDialogId = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openDialog(id: DialogId): void {
  setOpen(id);
}

/** Closes `id` if it is the open one, or whichever is open without an id. */
export function closeDialog(id?: DialogId): void {
  if (id === undefined || openDialogId === id) setOpen(null);
}

export function useDialog(id: DialogId): { opened: boolean; open: () => void; close: () => void } {
  const isOpen = () => openDialogId === id;
  const opened = useSyncExternalStore(subscribe, isOpen, isOpen);
  return { opened, open: () => openDialog(id), close: () => closeDialog(id) };
}
