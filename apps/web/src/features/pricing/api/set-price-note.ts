import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

export type SetPriceNote = { id: number; note: string };

/** Replaces a price configuration's note (`PUT /price/{id}/note`). */
export function setPriceNote({ id, note }: SetPriceNote) {
  return callApi(routes.pricing.setNote, { params: { id }, body: { note } });
}

export function useSetPriceNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPriceNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
