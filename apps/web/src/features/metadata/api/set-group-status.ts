import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { feedListKeys } from './feed-query-keys';
import type { StatusRequest } from './set-feed-status';

/** A group's status change, with the same transitions as a feed's (`PUT /metadata/group/{id}/status/{status}`). */
export function setGroupStatus({ id, status }: StatusRequest) {
  return callApi(routes.metadata.setGroupStatus, { params: { id, status } });
}

export function useSetGroupStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGroupStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedListKeys.all }),
  });
}
