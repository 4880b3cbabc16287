import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TDatasetListQuery } from '@feedmarket/contract/datasets/datasets.routes';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { datasetKeys } from './dataset-query-keys';

/** One page of an organisation's datasets with their file counts (`GET /dashboard/organization/{orgId}/dataset`). */
export function getOrganizationDatasets(orgId: number, query: TDatasetListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.datasets.organizationDatasets, { params: { orgId }, query, signal });
}

export const organizationDatasetsQueryOptions = (orgId: number, query: TDatasetListQuery) =>
  queryOptions({
    queryKey: [...datasetKeys.organization(orgId), query],
    // The page number travels with its rows, so the "Showing …" line matches the rows while the next page loads.
    queryFn: async ({ signal }) => ({
      ...(await getOrganizationDatasets(orgId, query, signal)),
      page: Number(query.pageNum ?? 1),
    }),
    // The page on screen stays, dimmed, while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useOrganizationDatasets(orgId: number, query: TDatasetListQuery) {
  return useQuery(organizationDatasetsQueryOptions(orgId, query));
}
