import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SummaryInterval } from '@feedmarket/contract/dashboard/dashboard.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

/** An API client's calls and records per day, week or month (`GET /connector/api/summary/{id}?interval`). */
export function getApiClientUsage(id: number, interval: SummaryInterval, signal?: AbortSignal) {
  return callApi(routes.connectors.apiSummary, { params: { id }, query: { interval }, signal });
}

export const apiClientUsageQueryOptions = (id: number, interval: SummaryInterval) =>
  queryOptions({
    queryKey: [...connectorKeys.usage(id), interval],
    queryFn: ({ signal }) => getApiClientUsage(id, interval, signal),
    // Another interval of the same client keeps the chart on screen, dimmed, until it arrives.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });

export function useApiClientUsage(id: number | null, interval: SummaryInterval) {
  return useQuery({ ...apiClientUsageQueryOptions(id ?? 0, interval), enabled: id !== null });
}
