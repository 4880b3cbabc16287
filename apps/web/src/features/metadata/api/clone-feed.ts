import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { feedListKeys } from './feed-query-keys';

/** Copies a feed into a new draft (`POST /metadata/{id}/clone`). */
export function cloneFeed(id: number) {
  return callApi(routes.metadata.clone, { params: { id } });
}

export function useCloneFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedListKeys.all }),
  });
}
