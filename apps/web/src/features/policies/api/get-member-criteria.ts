import { useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyOptionsQuery } from './policy-options-query';

/** The member fields rules compare (`GET /v3/policy/member/criteria`), each with where its values come from. */
export function getMemberCriteria(signal?: AbortSignal) {
  return callApi(routes.policies.memberCriteria, { signal });
}

export const memberCriteriaQueryOptions = () => policyOptionsQuery('member-criteria', getMemberCriteria);

export function useMemberCriteria() {
  return useQuery(memberCriteriaQueryOptions());
}
