import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { TPolicyBody } from '@feedmarket/contract/policies/policies.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { policyKeys } from './policy-query-keys';

/** Which feeds and member organisations the policy would match, nothing saved (`POST /v3/policy/preview`). */
export function previewPolicy(body: TPolicyBody, signal?: AbortSignal) {
  return callApi(routes.policies.preview, { body, signal });
}

// Read only: the preview saves nothing, so asking it as a query keyed by the body is safe to repeat.
export const policyPreviewQueryOptions = (body: TPolicyBody) =>
  queryOptions({
    queryKey: [...policyKeys.preview(), body],
    queryFn: ({ signal }) => previewPolicy(body, signal),
    placeholderData: keepPreviousData,
  });

export function usePolicyPreview(body: TPolicyBody) {
  return useQuery(policyPreviewQueryOptions(body));
}
