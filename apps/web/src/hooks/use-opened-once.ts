import { useState } from 'react';

/**
 * True from the first time `opened` is: a dialog whose code loads on demand is mounted when it first
 * opens and stays mounted, so it closes with its transition and reopens at once.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  return wasOpened || opened;
}
