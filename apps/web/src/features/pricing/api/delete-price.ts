import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

/** Deletes a price configuration; its feeds are free from then on unless another one prices them (`DELETE /price/{id}`). */
export function deletePrice(id: number) {
  return callApi(routes.pricing.remove, { params: { id } });
}

export function useDeletePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
