import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { feedListKeys } from './feed-query-keys';

export type StatusRequest = { id: number; status: number };

/** Deactivates (1 → 2) or submits (2 or 5 → 4) a feed; the answer says where it ended up. */
export function setFeedStatus({ id, status }: StatusRequest) {
  return callApi(routes.metadata.setStatus, { params: { id, status } });
}

export function useSetFeedStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeedStatus,
    // A refused change usually means the row on screen is stale: reload it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedListKeys.all }),
  });
}
