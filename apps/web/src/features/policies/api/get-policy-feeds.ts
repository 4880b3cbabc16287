import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { feedPickerPageSize } from '@feedmarket/contract/policies/policies.constants';
import { routes } from '@feedmarket/contract/routes';

import { callPagedApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

export type PolicyFeedsQuery = { pageNum: number; filter?: string };

/** A page of the organisation's feeds for the picker, 200 a page, by name (`GET /v3/policy/{orgId}/metadata`). */
export function getPolicyFeeds(orgId: number, { pageNum, filter }: PolicyFeedsQuery, signal?: AbortSignal) {
  const query = { pageNum, pageSize: feedPickerPageSize, order: 'asc' as const, ...(filter ? { filter } : {}) };
  return callPagedApi(routes.policies.feeds, { params: { orgId }, query, signal });
}

export const policyFeedsQueryOptions = (orgId: number, query: PolicyFeedsQuery) =>
  queryOptions({
    queryKey: [...policyKeys.feeds(orgId), query],
    queryFn: ({ signal }) => getPolicyFeeds(orgId, query, signal),
    placeholderData: keepPreviousData,
  });

export function usePolicyFeeds(orgId: number, query: PolicyFeedsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...policyFeedsQueryOptions(orgId, query), enabled });
}
