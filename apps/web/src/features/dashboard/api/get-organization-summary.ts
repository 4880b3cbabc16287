import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { SummaryInterval } from '@feedmarket/contract/dashboard/dashboard.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** An organisation's counts and their changes per period (`GET /dashboard/v2/organization/{orgId}/summary`). */
export function getOrganizationSummary(orgId: number, interval: SummaryInterval, signal?: AbortSignal) {
  return callApi(routes.dashboard.organizationSummary, { params: { orgId }, query: { interval }, signal });
}

export const organizationSummaryQueryOptions = (orgId: number, interval: SummaryInterval) =>
  queryOptions({
    queryKey: ['dashboard', 'summary', orgId, interval],
    queryFn: ({ signal }) => getOrganizationSummary(orgId, interval, signal),
    // The chart on screen stays while another interval loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useOrganizationSummary(orgId: number, interval: SummaryInterval) {
  return useQuery(organizationSummaryQueryOptions(orgId, interval));
}
