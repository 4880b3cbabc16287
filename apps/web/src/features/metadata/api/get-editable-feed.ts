import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** A feed as the metadata wizard edits it; the supervisor reads any member's (`GET /metadata/{id}/editable`). */
export function getEditableFeed(id: number, signal?: AbortSignal) {
  return callApi(routes.metadata.editable, { params: { id }, signal });
}

export const editableFeedQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['metadata', 'editable', id],
    queryFn: ({ signal }) => getEditableFeed(id, signal),
    // Its status changes with saves and reviews: always read it afresh when a wizard or view opens.
    staleTime: 0,
  });

/** Loads the feed `id`; none (a new feed in the wizard, a closed view dialog) loads nothing. */
export function useEditableFeed(id: number | null | undefined) {
  return useQuery({ ...editableFeedQueryOptions(id ?? 0), enabled: typeof id === 'number' });
}
