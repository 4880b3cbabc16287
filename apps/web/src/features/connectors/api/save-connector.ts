import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TConnectorBody, TConnectorUpdateBody } from '@feedmarket/contract/connectors/connectors.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

/** Creates a connector for a feed (`POST /connector`). */
export function createConnector(body: TConnectorBody) {
  return callApi(routes.connectors.create, { body });
}

/** Replaces the connector named by `body.id` (`PUT /connector`). */
export function updateConnector(body: TConnectorUpdateBody) {
  return callApi(routes.connectors.update, { body });
}

export function useCreateConnector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConnector,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all }),
  });
}

export function useUpdateConnector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConnector,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all }),
  });
}
