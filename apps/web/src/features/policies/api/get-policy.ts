import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** One policy in both models (`GET /v3/policy/{id}`). */
export function getPolicy(id: number, signal?: AbortSignal) {
  return callApi(routes.policies.get, { params: { id }, signal });
}

export const policyQueryOptions = (id: number) =>
  queryOptions({ queryKey: policyKeys.detail(id), queryFn: ({ signal }) => getPolicy(id, signal) });

/** The policy to edit; none asks for nothing (a new policy). */
export function usePolicy(id: number | undefined) {
  return useQuery({ ...policyQueryOptions(id ?? 0), enabled: id !== undefined, staleTime: 0 });
}
