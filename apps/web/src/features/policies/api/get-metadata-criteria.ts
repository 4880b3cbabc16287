import { useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyOptionsQuery } from './policy-options-query';

/** The feed fields rules compare (`GET /v3/policy/metadata/criteria`), each with where its values come from. */
export function getMetadataCriteria(signal?: AbortSignal) {
  return callApi(routes.policies.metadataCriteria, { signal });
}

export const metadataCriteriaQueryOptions = () => policyOptionsQuery('metadata-criteria', getMetadataCriteria);

export function useMetadataCriteria() {
  return useQuery(metadataCriteriaQueryOptions());
}
