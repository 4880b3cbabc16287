import { queryOptions, useQuery } from '@tanstack/react-query';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** The organisation's feeds that can be a group's main feed: file-based and continuous ones, by name. */
export async function getMainFeedOptions() {
  // The picker list filters by one type at a time; groups cannot be main feeds, so they are left out.
  const lists = await Promise.all(
    [feedTypes.file, feedTypes.continuous].map((typeId) => callApi(routes.metadata.options, { query: { typeId } })),
  );
  return lists.flat().sort((a, b) => a.name.localeCompare(b.name));
}

export const mainFeedOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['metadata', 'options', 'main-feeds'], queryFn: getMainFeedOptions, staleTime: 0 });

export function useMainFeedOptions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...mainFeedOptionsQueryOptions(), enabled });
}
