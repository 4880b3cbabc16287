import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { legalKeys } from './legal-query-keys';

/** The item passes legal review (`PUT /legal/review/{id}/resolve`), with an optional note; the answer is the review. */
export function resolveLegalReview({ reviewId, note }: { reviewId: number; note?: string }) {
  return callApi(routes.legal.resolve, { params: { id: reviewId }, body: note ? { note } : {} });
}

export function useResolveLegalReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveLegalReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: legalKeys.all }),
  });
}
