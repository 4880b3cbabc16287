import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

export type SetPriceReview = { id: number; requireReview: boolean };

/** Sets or clears the review flag: requests under the price wait for the provider (`PUT /price/{id}/review/{flag}`). */
export function setPriceReview({ id, requireReview }: SetPriceReview) {
  return callApi(routes.pricing.setReview, { params: { id, flag: requireReview ? '1' : '0' } });
}

export function useSetPriceReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPriceReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
