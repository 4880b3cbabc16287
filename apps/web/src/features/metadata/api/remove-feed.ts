import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { feedListKeys } from './feed-query-keys';

/** Deletes a draft or returned feed (`DELETE /metadata/{id}`). */
export function removeFeed(id: number) {
  return callApi(routes.metadata.remove, { params: { id } });
}

export function useRemoveFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFeed,
    // A refusal may mean the list on screen is out of date: reload it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedListKeys.all }),
  });
}
