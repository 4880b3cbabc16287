import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TApiClientListQuery } from '@feedmarket/contract/connectors/connectors.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

/** One page of an organisation's API clients, without their tokens (`GET /connector/api/organization/{orgId}/config`). */
export function getApiClients(orgId: number, query: TApiClientListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.connectors.apiList, { params: { orgId }, query, signal });
}

export const apiClientsQueryOptions = (orgId: number, query: TApiClientListQuery) =>
  queryOptions({
    queryKey: [...connectorKeys.apiClients(orgId), query],
    queryFn: async ({ signal }) => ({
      ...(await getApiClients(orgId, query, signal)),
      page: Number(query.pageNum ?? 1),
    }),
    placeholderData: keepPreviousData,
  });

export function useApiClients(orgId: number, query: TApiClientListQuery, { enabled = true } = {}) {
  return useQuery({ ...apiClientsQueryOptions(orgId, query), enabled });
}
