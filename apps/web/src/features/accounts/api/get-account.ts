import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** The Account tab's view of an organisation (`GET /account/{id}`). */
export function getAccount(orgId: number, signal?: AbortSignal) {
  return callApi(routes.accounts.getAccount, { params: { id: orgId }, signal });
}

export const accountQueryOptions = (orgId: number) =>
  queryOptions({ queryKey: accountKeys.account(orgId), queryFn: ({ signal }) => getAccount(orgId, signal) });

export function useAccount(orgId: number) {
  return useQuery(accountQueryOptions(orgId));
}
