import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

/** A connector's metrics: its figures and the last 30 days' records and calls (`GET /connector/summary/{id}`). */
export function getConnectorSummary(id: number, signal?: AbortSignal) {
  return callApi(routes.connectors.summary, { params: { id }, signal });
}

export const connectorSummaryQueryOptions = (id: number) =>
  queryOptions({ queryKey: connectorKeys.summary(id), queryFn: ({ signal }) => getConnectorSummary(id, signal) });

export function useConnectorSummary(id: number) {
  return useQuery(connectorSummaryQueryOptions(id));
}
