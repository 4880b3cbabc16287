import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ConnectorStatus } from '../utils/connector-status';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

export type SetStatus = { id: number; status: ConnectorStatus };

/** Activates (2) or deactivates (1) a connector (`PUT /connector/{id}/status/{status}`). */
export function setConnectorStatus({ id, status }: SetStatus) {
  return callApi(routes.connectors.setStatus, { params: { id, status } });
}

export function useSetConnectorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConnectorStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all }),
  });
}
