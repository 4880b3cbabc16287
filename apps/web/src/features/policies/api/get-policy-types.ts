import { useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyOptionsQuery } from './policy-options-query';

/** What a policy does to the members it matches, with what each does (`GET /policy/type`). */
export function getPolicyTypes(signal?: AbortSignal) {
  return callApi(routes.policies.types, { signal });
}

export const policyTypesQueryOptions = () => policyOptionsQuery('policy-types', getPolicyTypes);

export function usePolicyTypes() {
  return useQuery(policyTypesQueryOptions());
}
