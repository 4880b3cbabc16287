import { useCallback, useRef, useState } from 'react';

/**
 * Runs one save or submit at a time: a second click while one is on its way does nothing. `busy`
 * says which is running, for the buttons.
 */
export function useSingleFlight<Kind extends string>() {
  const [busy, setBusy] = useState<Kind | null>(null);
  // State arrives a render late: a second click in the same instant must see the first at once.
  const runningRef = useRef(false);
  const run = useCallback(async (kind: Kind, work: () => Promise<void>) => {
    if (runningRef.current) return;
    runningRef.current = true;
    setBusy(kind);
    try {
      await work();
    } finally {
      runningRef.current = false;
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
