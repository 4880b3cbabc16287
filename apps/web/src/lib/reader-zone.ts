import { useSyncExternalStore } from 'react';

import type { DateZone } from './format';

const neverChanges = () => () => {};

/**
 * The zone a render writes dates in: the reader's, except while the app takes over a view the server
 * drew. The server cannot know the reader's zone and draws dates in UTC; the takeover draws them the
 * same way, and React writes them again in the reader's zone right after (the store's server snapshot
 * differs from the browser's). Only the components that call this render again.
 */
export function useReaderZone(): DateZone {
  return useSyncExternalStore<DateZone>(
    neverChanges,
    () => 'local',
    () => 'utc',
  );
}
