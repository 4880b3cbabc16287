import { useCallback, useState } from 'react';

import type { TPickerFeed } from '@feedmarket/contract/policies/policies.schemas';

import { usePolicyFeeds } from '../api/get-policy-feeds';

export type FeedNames = {
  /** The feed's name, or "Feed {id}" while it is unknown. */
  nameOf: (id: number) => string;
  /** Keeps the names of feeds a picker page showed. */
  remember: (feeds: readonly TPickerFeed[]) => void;
};

/**
 * Names of the organisation's feeds by id, for the feeds a policy names: the picker's first page
 * (200 feeds, by name) and every feed a picker page has shown since, so a feed found by its filter
 * keeps its name when the filter changes.
 */
export function useFeedNames(orgId: number): FeedNames {
  const firstPage = usePolicyFeeds(orgId, { pageNum: 1 });
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(() => new Map());
  const remember = useCallback((feeds: readonly TPickerFeed[]) => {
    setSeen((current) => {
      if (feeds.every((feed) => current.get(feed.id) === feed.name)) return current;
      const next = new Map(current);
      for (const feed of feeds) next.set(feed.id, feed.name);
      return next;
    });
  }, []);
  const nameOf = (id: number) =>
    seen.get(id) ?? firstPage.data?.content.find((feed) => feed.id === id)?.name ?? `Feed ${id}`;
  return { nameOf, remember };
}
