import { queryOptions, useQueries } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Entries of a custom list. */
export function getListEntries(listId: number) {
  return callApi(routes.metadata.listEntries, { params: { listId } });
}

export const listEntriesQueryOptions = (listId: number) =>
  queryOptions({ queryKey: ['metadata', 'custom-lists', listId, 'entries'], queryFn: () => getListEntries(listId) });

/** The entries of several lists at once, in the order of `listIds`. */
export function useListEntries(listIds: readonly number[]) {
  return useQueries({ queries: listIds.map((listId) => listEntriesQueryOptions(listId)) });
}
