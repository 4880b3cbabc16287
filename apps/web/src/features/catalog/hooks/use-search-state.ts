import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

import {
  criteriaKey,
  parseSearchParams,
  toSearchCriteria,
  toSearchParams,
  type SearchState,
} from '../utils/search-state';

export type SearchUpdate = Partial<SearchState> | ((current: SearchState) => Partial<SearchState>);

export type UpdateOptions = {
  /** Replace the history entry instead of adding one: keystrokes and map moves, not discrete choices. */
  replace?: boolean;
  /** History state for the new entry, e.g. that this page opened the feed dialog. */
  state?: unknown;
  /** Render synchronously; by default only entries that are added (not replaced) do. */
  flush?: boolean;
};

/**
 * The search as kept in the page address. Discrete changes add a history entry so the back button
 * steps through them; a change of text, filters or area goes back to page 1.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);

  // Two updates in one event (say, a filter and the view) must build on each other, not on the
  // address of the last render.
  const latest = useRef(params);
  // The router's setter changes with every address; `update` stays the same function so the
  // components it is passed to need not re-render.
  const setParamsRef = useRef(setParams);
  useEffect(() => {
    latest.current = params;
    setParamsRef.current = setParams;
  }, [params, setParams]);

  const update = useCallback(
    (change: SearchUpdate, { replace = false, state: historyState, flush = !replace }: UpdateOptions = {}) => {
      const current = parseSearchParams(latest.current);
      const patch = typeof change === 'function' ? change(current) : change;
      const next: SearchState = { ...current, ...patch };
      if (patch.page === undefined && criteriaKey(toSearchCriteria(next)) !== criteriaKey(toSearchCriteria(current))) {
        next.page = 1;
      }
      const nextParams = toSearchParams(next, latest.current);
      if (nextParams.toString() === latest.current.toString() && historyState === undefined) return;
      latest.current = nextParams;
      // A discrete choice renders at once rather than as a transition, so a ticked box shows ticked
      // right after the click; keystrokes and map moves (replace) stay interruptible.
      setParamsRef.current(nextParams, { replace, preventScrollReset: true, state: historyState, flushSync: flush });
    },
    [],
  );

  return { state, update };
}
