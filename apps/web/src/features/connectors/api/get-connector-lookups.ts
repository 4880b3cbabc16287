import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ConnectorMode } from '@feedmarket/contract/connectors/connectors.constants';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { connectorLookupKeys } from './connector-query-keys';

const lookupStaleTime = 10 * 60_000;

/** Connector types with their category and mode (`GET /connector/type`). */
export const connectorTypesQueryOptions = () =>
  queryOptions({
    queryKey: connectorLookupKeys.types(),
    queryFn: () => callApi(routes.connectors.types),
    staleTime: lookupStaleTime,
  });

export function useConnectorTypes() {
  return useQuery(connectorTypesQueryOptions());
}

/** The parameters a type takes in its mode (`GET /connector/type/{typeId}/push/params` or `/pull/params`). */
export function getConnectorParams(typeId: number, mode: ConnectorMode) {
  const route = mode === 'push' ? routes.connectors.pushParams : routes.connectors.pullParams;
  return callApi(route, { params: { typeId } });
}

export const connectorParamsQueryOptions = (typeId: number, mode: ConnectorMode) =>
  queryOptions({
    queryKey: connectorLookupKeys.params(typeId, mode),
    queryFn: () => getConnectorParams(typeId, mode),
    staleTime: lookupStaleTime,
  });

/** The chosen type's parameters; no type asks for nothing. */
export function useConnectorParams(type: { value: number; mode: ConnectorMode } | null) {
  return useQuery({
    ...connectorParamsQueryOptions(type?.value ?? 0, type?.mode ?? 'push'),
    enabled: type !== null,
  });
}

/** What API clients are for (`GET /connector/api/type`). */
export function useApiClientTypes() {
  return useQuery({
    queryKey: connectorLookupKeys.apiTypes(),
    queryFn: () => callApi(routes.connectors.apiTypes),
    staleTime: lookupStaleTime,
  });
}

/** How programs call the API (`GET /connector/sdk/type`). */
export function useSdkTypes() {
  return useQuery({
    queryKey: connectorLookupKeys.sdkTypes(),
    queryFn: () => callApi(routes.connectors.sdkTypes),
    staleTime: lookupStaleTime,
  });
}
