import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TConnectorListQuery } from '@feedmarket/contract/connectors/connectors.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

/** One page of an organisation's connectors (`GET /connector/organization/{orgId}/config`). */
export function getConnectors(orgId: number, query: TConnectorListQuery, signal?: AbortSignal) {
  return callPagedApi(routes.connectors.list, { params: { orgId }, query, signal });
}

export const connectorsQueryOptions = (orgId: number, query: TConnectorListQuery) =>
  queryOptions({
    queryKey: [...connectorKeys.connectors(orgId), query],
    // The page number travels with its rows, so the "Showing …" line matches the rows while the next page loads.
    queryFn: async ({ signal }) => ({
      ...(await getConnectors(orgId, query, signal)),
      page: Number(query.pageNum ?? 1),
    }),
    placeholderData: keepPreviousData,
  });

export function useConnectors(orgId: number, query: TConnectorListQuery, { enabled = true } = {}) {
  return useQuery({ ...connectorsQueryOptions(orgId, query), enabled });
}
