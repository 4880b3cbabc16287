import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

/** Deletes a connector; the records it brought stay in the feed (`DELETE /connector/{id}`). */
export function deleteConnector(id: number) {
  return callApi(routes.connectors.remove, { params: { id } });
}

export function useDeleteConnector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConnector,
    // A refusal may mean the list on screen is out of date: reload it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all }),
  });
}
