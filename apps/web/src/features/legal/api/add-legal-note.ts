import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { legalKeys } from './legal-query-keys';

/** Adds a note to a legal review (`POST /legal/review/{id}/note`); the answer is the review. */
export function addLegalNote({ reviewId, note }: { reviewId: number; note: string }) {
  return callApi(routes.legal.addNote, { params: { id: reviewId }, body: { note } });
}

export function useAddLegalNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLegalNote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: legalKeys.all }),
  });
}
