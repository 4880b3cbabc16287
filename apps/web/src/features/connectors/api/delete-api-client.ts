import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

/** Deletes an API client: its token stops working at once (`DELETE /connector/api/{id}`). */
export function deleteApiClient(id: number) {
  return callApi(routes.connectors.apiRemove, { params: { id } });
}

export function useDeleteApiClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiClient,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all }),
  });
}
