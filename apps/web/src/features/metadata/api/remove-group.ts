import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { feedListKeys } from './feed-query-keys';

/** Deletes a group that is not active; its member feeds stay (`DELETE /metadata/group/{id}`). */
export function removeGroup(id: number) {
  return callApi(routes.metadata.removeGroup, { params: { id } });
}

export function useRemoveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedListKeys.all }),
  });
}
