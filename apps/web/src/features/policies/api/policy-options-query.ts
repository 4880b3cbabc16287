import { queryOptions } from '@tanstack/react-query';

import { policyOptionsRefreshMs } from '@feedmarket/contract/policies/policies.constants';

import { policyKeys } from './policy-query-keys';

/** A lookup of the rule builder: kept, and asked again, every 15 minutes while a page shows it (spec §9). */
export function policyOptionsQuery<T>(name: string, fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions<T, Error, T, ReturnType<typeof policyKeys.options>>({
    queryKey: policyKeys.options(name),
    queryFn: ({ signal }) => fetch(signal),
    staleTime: policyOptionsRefreshMs,
    refetchInterval: policyOptionsRefreshMs,
  });
}
