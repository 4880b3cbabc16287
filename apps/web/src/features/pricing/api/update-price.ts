import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TPriceBody } from '@feedmarket/contract/pricing/pricing.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

export type UpdatePrice = { id: number; body: TPriceBody };

/** Replaces a price configuration; a body without `note` keeps its note (`PUT /price/{id}`). */
export function updatePrice({ id, body }: UpdatePrice) {
  return callApi(routes.pricing.update, { params: { id }, body });
}

export function useUpdatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
