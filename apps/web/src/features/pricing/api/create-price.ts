import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TPriceBody } from '@feedmarket/contract/pricing/pricing.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

/** Creates a price configuration for some of the organisation's feeds (`POST /price`). */
export function createPrice(body: TPriceBody) {
  return callApi(routes.pricing.create, { body });
}

export function useCreatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
