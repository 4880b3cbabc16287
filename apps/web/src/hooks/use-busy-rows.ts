import { useCallback, useState } from 'react';

/**
 * The rows whose action is on its way. Several rows may be acted on at once: each shows busy until
 * its own answer, and each answer is told to the user (a mutation's `mutate` callbacks would only
 * tell the last one).
 */
export function useBusyRows() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const track = useCallback(async (id: number, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await work();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return { isBusy: (id: number) => busy.has(id), track };
}
