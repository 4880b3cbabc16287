import { useCallback, useState } from 'react';

export type WizardSteps = {
  /** Index of the step shown. */
  active: number;
  /** The furthest step reached: steps up to it can be opened from the stepper. */
  furthest: number;
  /** Steps whose issues are shown: the user tried to leave them, or the feed was saved before. */
  attempted: ReadonlySet<number>;
  /**
   * Opens step `index`. Going back always works; going forward marks the current step attempted and
   * is refused (false) while it has issues.
   */
  goTo: (index: number, isActiveValid: boolean) => boolean;
  /**
   * Opens a step chosen in the stepper: any step reached before, whatever the current one holds, so
   * a returned feed's steps can be visited in any order. Leaving forward shows the current step's issues.
   */
  select: (index: number) => void;
  /** Opens step `index` whatever the current step holds: to show where a refused save's issues are. */
  jumpTo: (index: number) => void;
  /** Shows the issues of these steps, e.g. after a save was refused. */
  markAttempted: (indexes: Iterable<number>) => void;
};

/** Navigation of a wizard of `count` steps; `allVisited` opens every step at once (editing a saved feed). */
export function useWizardSteps(count: number, { allVisited }: { allVisited: boolean }): WizardSteps {
  const [active, setActive] = useState(0);
  const [furthest, setFurthest] = useState(allVisited ? count - 1 : 0);
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(
    () => new Set(allVisited ? Array.from({ length: count }, (_, index) => index) : []),
  );

  const markAttempted = useCallback((indexes: Iterable<number>) => {
    setAttempted((current) => new Set([...current, ...indexes]));
  }, []);

  const goTo = useCallback(
    (index: number, isActiveValid: boolean) => {
      if (index < 0 || index >= count || index === active) return index === active;
      if (index > active) {
        markAttempted([active]);
        if (!isActiveValid) return false;
      }
      setActive(index);
      setFurthest((current) => Math.max(current, index));
      return true;
    },
    [active, count, markAttempted],
  );

  const jumpTo = useCallback(
    (index: number) => {
      if (index < 0 || index >= count) return;
      setActive(index);
      setFurthest((current) => Math.max(current, index));
    },
    [count],
  );

  const select = useCallback(
    (index: number) => {
      if (index > furthest) return;
      if (index > active) markAttempted([active]);
      jumpTo(index);
    },
    [active, furthest, jumpTo, markAttempted],
  );

  return { active, furthest, attempted, goTo, select, jumpTo, markAttempted };
}
