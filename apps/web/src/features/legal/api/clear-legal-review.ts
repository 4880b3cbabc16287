import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { legalKeys } from './legal-query-keys';

/** The item goes back to its provider with the note (`PUT /legal/review/{id}/clear`); the answer is the review. */
export function clearLegalReview({ reviewId, note }: { reviewId: number; note: string }) {
  return callApi(routes.legal.clear, { params: { id: reviewId }, body: { note } });
}

export function useClearLegalReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearLegalReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: legalKeys.all }),
  });
}
