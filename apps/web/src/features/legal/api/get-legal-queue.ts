import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TLegalQueueQuery } from '@feedmarket/contract/legal/legal.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { legalKeys } from './legal-query-keys';

/** One page of an organisation's legal queue (`GET /dashboard/organization/{orgId}/legal`). */
export function getLegalQueue(orgId: number, query: TLegalQueueQuery, signal?: AbortSignal) {
  return callPagedApi(routes.legal.queue, { params: { orgId }, query, signal });
}

export const legalQueueQueryOptions = (orgId: number, query: TLegalQueueQuery) =>
  queryOptions({
    queryKey: [...legalKeys.queue(orgId), query],
    // The page number travels with its rows, so the "Showing …" line matches the rows while the next page loads.
    queryFn: async ({ signal }) => ({
      ...(await getLegalQueue(orgId, query, signal)),
      page: Number(query.pageNum ?? 1),
    }),
    placeholderData: keepPreviousData,
  });

export function useLegalQueue(orgId: number, query: TLegalQueueQuery) {
  return useQuery(legalQueueQueryOptions(orgId, query));
}
