import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { connectorKeys } from './connector-query-keys';

/** Replaces an API client's token; the old one stops working at once (`PUT /connector/api/{sdkId}/token`). */
export function regenerateApiToken(sdkId: number) {
  return callApi(routes.connectors.apiToken, { params: { sdkId } });
}

export function useRegenerateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all }),
  });
}
