import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

/** Copies a price configuration as "Copy of …", not active (`POST /price/{id}/clone`). */
export function clonePrice(id: number) {
  return callApi(routes.pricing.clone, { params: { id } });
}

export function useClonePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clonePrice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
