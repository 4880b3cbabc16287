import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { messages } from '@feedmarket/contract/messages';
import { activeStatuses } from '@feedmarket/contract/policies/policies.constants';
import type { TPriceRow } from '@feedmarket/contract/pricing/pricing.schemas';

import { useBusyRows } from '../../../hooks/use-busy-rows';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useClonePrice } from '../api/clone-price';
import { useDeletePrice } from '../api/delete-price';
import { priceQueryOptions } from '../api/get-price';
import { useSetPriceNote } from '../api/set-price-note';
import { useSetPriceReview } from '../api/set-price-review';
import { useSetPriceStatus } from '../api/set-price-status';
import { useUpdatePrice } from '../api/update-price';
import { confirmDeactivate, confirmDelete } from '../components/price-dialogs';
import { bodyOfValues, valuesOfPrice } from '../utils/price-form';

// A refused session already said it ended; nothing more to say about the call it refused.
const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A failure as the spec words it (`message`), with the server's reason under it when it gave one. */
function showFailure(error: unknown, message: string): void {
  if (isSessionEnd(error)) return;
  const reason = errorMessage(error, '');
  showNotice({ tone: 'error', ...(reason ? { title: message, message: reason } : { message }) });
}

/**
 * The Pricing tab's row actions (admins): clone, delete (asks first), the status switch
 * (deactivating asks first), the review flag and the note dialog. Each says what it did in a notice,
 * failures with the spec's messages; rows may be acted on at once, each busy until its own answer.
 */
export function usePriceActions() {
  const queryClient = useQueryClient();
  const clone = useClonePrice();
  const remove = useDeletePrice();
  const setStatus = useSetPriceStatus();
  const setReview = useSetPriceReview();
  const setNote = useSetPriceNote();
  const update = useUpdatePrice();
  const rows = useBusyRows();
  const [noteFor, setNoteFor] = useState<TPriceRow | null>(null);

  const cloneRow = (row: TPriceRow) =>
    void rows.track(row.id, async () => {
      try {
        const copy = await clone.mutateAsync(row.id);
        showNotice({ tone: 'success', message: `A copy was saved, not active: ${copy.name}` });
      } catch (error) {
        showFailure(error, messages.priceNoteFailed);
      }
    });

  const deleteRow = (row: TPriceRow) =>
    confirmDelete(
      row,
      () =>
        void rows.track(row.id, async () => {
          try {
            await remove.mutateAsync(row.id);
            showNotice({ tone: 'success', message: `${row.name} was deleted` });
          } catch (error) {
            showFailure(error, messages.priceNoteFailed);
          }
        }),
    );

  const sendStatus = (row: TPriceRow, statusId: number) =>
    void rows.track(row.id, async () => {
      try {
        const saved = await setStatus.mutateAsync({ id: row.id, statusId });
        showNotice({ tone: 'success', message: `${saved.name} is now ${saved.statusName.toLowerCase()}` });
      } catch (error) {
        // A 409 names the feeds another active configuration prices, and which one.
        showFailure(error, messages.priceStatusFailed);
      }
    });

  /** The status switch (spec §4: active toggles 1/2): on activates at once, off asks first. */
  const toggleActive = (row: TPriceRow, active: boolean) => {
    if (active) sendStatus(row, activeStatuses.active);
    else confirmDeactivate(row, () => sendStatus(row, activeStatuses.notActive));
  };

  const toggleReview = (row: TPriceRow) =>
    void rows.track(row.id, async () => {
      try {
        const saved = await setReview.mutateAsync({ id: row.id, requireReview: !row.requireReview });
        showNotice({
          tone: 'success',
          message: saved.requireReview
            ? `Requests under ${saved.name} now wait for your approval`
            : `Requests under ${saved.name} no longer wait for your approval`,
        });
      } catch (error) {
        showFailure(error, messages.genericError);
      }
    });

  const saveNote = (note: string) => {
    const row = noteFor;
    if (!row) return;
    setNote.mutate(
      { id: row.id, note },
      {
        onSuccess: () => {
          showNotice({ tone: 'success', message: `The note of ${row.name} was saved` });
          setNoteFor(null);
        },
        onError: (error) => showFailure(error, messages.priceNoteFailed),
      },
    );
  };

  /** The note route refuses an empty note: clearing one sends the configuration as it is, without its note. */
  const removeNote = () => {
    const row = noteFor;
    if (!row) return;
    void rows.track(row.id, async () => {
      try {
        const price = await queryClient.fetchQuery({ ...priceQueryOptions(row.id), staleTime: 0 });
        await update.mutateAsync({ id: row.id, body: { ...bodyOfValues(valuesOfPrice(price)), note: null } });
        showNotice({ tone: 'success', message: `The note of ${row.name} was removed` });
        setNoteFor(null);
      } catch (error) {
        showFailure(error, messages.priceNoteFailed);
      }
    });
  };

  return {
    clone: cloneRow,
    remove: deleteRow,
    toggleActive,
    toggleReview,
    isBusy: rows.isBusy,
    note: {
      price: noteFor,
      open: (row: TPriceRow) => setNoteFor(row),
      close: () => setNoteFor(null),
      save: saveNote,
      remove: removeNote,
      isSaving: setNote.isPending || update.isPending || (noteFor !== null && rows.isBusy(noteFor.id)),
    },
  };
}
