import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

export type SetPriceStatus = { id: number; statusId: number };

/** Activates (1) or deactivates (2) a price configuration (`PUT /price/{id}/status/{statusId}`). */
export function setPriceStatus({ id, statusId }: SetPriceStatus) {
  return callApi(routes.pricing.setStatus, { params: { id, statusId } });
}

export function useSetPriceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPriceStatus,
    // A refusal may mean the list on screen is out of date: reload it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
