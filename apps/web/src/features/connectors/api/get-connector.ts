import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

/** One connector with its parameters (`GET /connector/{id}`). */
export function getConnector(configId: number, signal?: AbortSignal) {
  return callApi(routes.connectors.get, { params: { id: configId }, signal });
}

export const connectorQueryOptions = (configId: number) =>
  queryOptions({
    queryKey: connectorKeys.connector(configId),
    queryFn: ({ signal }) => getConnector(configId, signal),
  });

/** The connector to edit; none asks for nothing. */
export function useConnector(configId: number | null) {
  return useQuery({ ...connectorQueryOptions(configId ?? 0), enabled: configId !== null });
}
