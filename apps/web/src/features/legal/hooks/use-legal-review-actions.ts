import { useState } from 'react';

import type { TLegalReview } from '@feedmarket/contract/legal/legal.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useAddLegalNote } from '../api/add-legal-note';
import { useClearLegalReview } from '../api/clear-legal-review';
import { useResolveLegalReview } from '../api/resolve-legal-review';

/** What a reviewer does with a review: keep a note, resolve it, or clear it. */
export type LegalAction = 'note' | 'resolve' | 'clear';

const failures: Record<LegalAction, string> = {
  note: 'The note could not be added',
  resolve: 'The legal review could not be resolved',
  clear: 'The legal review could not be cleared',
};

/**
 * The dialog of a review's action that is open and what submitting it does: each success confirms
 * itself and reloads the queue and the review; a failure says why and keeps the dialog open.
 */
export function useLegalReviewActions(review: TLegalReview | undefined) {
  const [action, setAction] = useState<LegalAction | null>(null);
  const addNote = useAddLegalNote();
  const resolve = useResolveLegalReview();
  const clear = useClearLegalReview();
  const close = () => setAction(null);

  const submit = (note: string) => {
    if (!review || !action) return;
    const reviewId = review.id;
    const name = review.itemName;
    const handlers = (success: string) => ({
      onSuccess: () => {
        showNotice({ tone: 'success', message: success });
        close();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 401) return;
        showNotice({ tone: 'error', message: errorMessage(error, failures[action]) });
      },
    });
    if (action === 'note') addNote.mutate({ reviewId, note }, handlers(messages.legalNoteAdded));
    if (action === 'resolve') {
      resolve.mutate({ reviewId, note: note || undefined }, handlers(formatMessage('legalReviewResolved', { name })));
    }
    if (action === 'clear') clear.mutate({ reviewId, note }, handlers(formatMessage('legalReviewCleared', { name })));
  };

  return {
    action,
    open: setAction,
    close,
    submit,
    isPending: addNote.isPending || resolve.isPending || clear.isPending,
  };
}
