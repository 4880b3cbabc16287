import { useEffect, useState } from 'react';

import { criteriaKey, type SearchCriteria } from '../utils/search-state';

/** Filter and text changes reload 500 ms after the last one (consumer spec §4 and §9). */
export const searchDebounceMs = 500;

/**
 * Holds back a request whose text, filters or area changed until they have been still for `delay`;
 * other changes (page, sort, view) go through at once.
 */
export function useDebouncedRequest<T extends SearchCriteria>(request: T, delay: number = searchDebounceMs): T {
  const [applied, setApplied] = useState(request);
  const requestKey = JSON.stringify(request);
  const sameCriteria = criteriaKey(request) === criteriaKey(applied);

  // Same criteria (a new page, sort or view): take the request now, so a later criteria change
  // starts from what is on screen.
  if (sameCriteria && requestKey !== JSON.stringify(applied)) setApplied(request);

  useEffect(() => {
    if (sameCriteria) return;
    const timer = window.setTimeout(() => setApplied(JSON.parse(requestKey) as T), delay);
    return () => window.clearTimeout(timer);
  }, [requestKey, sameCriteria, delay]);

  return sameCriteria ? request : applied;
}
