import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import type { SearchUpdate, UpdateOptions } from './use-search-state';

type FeedDialogState = { feedDialog?: boolean };

/** History state of an entry that this page added by opening the feed dialog. */
export const feedDialogState: FeedDialogState = { feedDialog: true };

function openedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as FeedDialogState).feedDialog === true;
}

/**
 * Opens the feed detail dialog by adding `?feed=<id>` to the address (so it can be linked to and the
 * back button closes it), and closes it by going back when this page opened it.
 */
export function useFeedDialog(update: (change: SearchUpdate, options?: UpdateOptions) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const isOpenedHere = openedHere(location.state);

  // Going from one feed to another inside the dialog keeps one history entry for the dialog.
  const open = useCallback(
    (id: number) => update({ feed: id }, { replace: isOpenedHere, state: feedDialogState }),
    [isOpenedHere, update],
  );

  const close = useCallback(() => {
    if (isOpenedHere) void navigate(-1);
    else update({ feed: null }, { replace: true });
  }, [isOpenedHere, navigate, update]);

  return { open, close };
}

/** The address of a feed's detail dialog from the current search, for real links (open in a new tab). */
export function feedHref(search: string, id: number): string {
  const params = new URLSearchParams(search);
  params.set('feed', String(id));
  return `?${params.toString()}`;
}
