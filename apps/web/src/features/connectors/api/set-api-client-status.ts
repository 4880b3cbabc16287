import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import type { SetStatus } from './set-connector-status';
import { connectorKeys } from './connector-query-keys';

/** Activates (2) or deactivates (1) an API client; a client not active is refused (`PUT /connector/api/{id}/status/{status}`). */
export function setApiClientStatus({ id, status }: SetStatus) {
  return callApi(routes.connectors.apiSetStatus, { params: { id, status } });
}

export function useSetApiClientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApiClientStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all }),
  });
}
