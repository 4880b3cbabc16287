import { useCallback, useState } from 'react';

import { sessionStore } from '../../../lib/browser-storage';
import { feedColumnKeys, parseVisibleColumns, type FeedColumnKey } from '../utils/feed-columns';

const storageKey = 'feedmarket.searchColumns';

/** The list view's chosen columns, kept for the browser session. */
export function useVisibleColumns(): [FeedColumnKey[], (key: FeedColumnKey) => void, () => void] {
  const [columns, setColumns] = useState(() => parseVisibleColumns(sessionStore.getItem(storageKey)));

  const save = useCallback((next: FeedColumnKey[]) => {
    setColumns(next);
    sessionStore.setItem(storageKey, next.join(','));
  }, []);

  const toggle = useCallback(
    (key: FeedColumnKey) => {
      const next = columns.includes(key) ? columns.filter((item) => item !== key) : [...columns, key];
      save(feedColumnKeys.filter((item) => next.includes(item)));
    },
    [columns, save],
  );

  const reset = useCallback(() => {
    sessionStore.removeItem(storageKey);
    setColumns(parseVisibleColumns(null));
  }, []);

  return [columns, toggle, reset];
}
