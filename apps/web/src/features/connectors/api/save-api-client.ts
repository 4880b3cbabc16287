import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TApiClientBody, TApiClientUpdateBody } from '@feedmarket/contract/connectors/connectors.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

/** Creates an API client; the answer holds its token, shown this once (`POST /connector/api`). */
export function createApiClient(body: TApiClientBody) {
  return callApi(routes.connectors.apiCreate, { body });
}

/** Renames an API client or changes its type; its token is kept (`PUT /connector/api`). */
export function updateApiClient(body: TApiClientUpdateBody) {
  return callApi(routes.connectors.apiUpdate, { body });
}

export function useCreateApiClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all }),
  });
}

export function useUpdateApiClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all }),
  });
}
