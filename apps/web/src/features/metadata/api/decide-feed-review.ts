import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZReviewDecision } from '@feedmarket/contract/catalog/metadata.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { feedListKeys } from './feed-query-keys';

export type ReviewDecision = { id: number; decision: z.input<typeof ZReviewDecision> };

/** The supervisor approves a feed waiting for review (4 → 1) or returns it with comments (4 → 5). */
export function decideFeedReview({ id, decision }: ReviewDecision) {
  return callApi(routes.metadata.decide, { params: { id }, body: decision });
}

export function useDecideFeedReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideFeedReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedListKeys.all }),
  });
}
