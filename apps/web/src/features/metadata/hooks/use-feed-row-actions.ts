import { useNavigate } from 'react-router';

import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import type { TFeedListRow, TStatusChange } from '@feedmarket/contract/catalog/metadata.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useCloneFeed } from '../api/clone-feed';
import { useRemoveFeed } from '../api/remove-feed';
import { useRemoveGroup } from '../api/remove-group';
import { useSetFeedStatus } from '../api/set-feed-status';
import { useSetGroupStatus } from '../api/set-group-status';
import { confirmDeactivate, confirmDelete, openErrorDialog, openReturnedDialog } from '../components/feed-dialogs';
import { isGroup, type StatusOffer } from '../utils/feed-row-rules';
import { useBusyRows } from '../../../hooks/use-busy-rows';
import { metadataPaths } from '../utils/metadata-paths';

// A refused session already said it ended; nothing more to say about the call it refused.
const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The server's reason as the body of a notice whose title is the spec's message, or the message alone. */
function failureNotice(error: unknown, message: string) {
  const reason = errorMessage(error, '');
  return reason ? { title: message, message: reason } : { message };
}

/**
 * The Metadata tab's row actions with the spec's dialogs and messages: edit, clone, delete (after a
 * confirmation) and the offered status changes. Each mutation reloads the list.
 */
export function useFeedRowActions() {
  const navigate = useNavigate();
  const clone = useCloneFeed();
  const removeFeed = useRemoveFeed();
  const removeGroup = useRemoveGroup();
  const setFeedStatus = useSetFeedStatus();
  const setGroupStatus = useSetGroupStatus();
  const rows = useBusyRows();

  const edit = (row: TFeedListRow) =>
    void navigate(isGroup(row) ? metadataPaths.editGroup(row.id) : metadataPaths.editFeed(row.id));

  const cloneRow = (row: TFeedListRow) =>
    void rows.track(row.id, async () => {
      try {
        const copy = await clone.mutateAsync(row.id);
        showNotice({ tone: 'success', message: `A copy was saved as a draft: ${copy.meta.name}` });
      } catch (error) {
        if (!isSessionEnd(error)) showNotice({ tone: 'error', ...failureNotice(error, messages.cloneFailed) });
      }
    });

  const remove = (row: TFeedListRow) =>
    confirmDelete(
      row.name,
      isGroup(row),
      () =>
        void rows.track(row.id, async () => {
          try {
            await (isGroup(row) ? removeGroup : removeFeed).mutateAsync(row.id);
            showNotice({ tone: 'success', message: `${row.name} was deleted` });
          } catch (error) {
            if (!isSessionEnd(error)) showNotice({ tone: 'error', ...failureNotice(error, messages.removeFailed) });
          }
        }),
    );

  const onStatusChanged = (row: TFeedListRow, offer: StatusOffer, answer: TStatusChange) => {
    if (offer.to !== feedStatuses.submitted) {
      showNotice({ tone: 'success', message: `${row.name} is now ${answer.statusText.toLowerCase()}` });
      return;
    }
    showNotice({ tone: 'success', message: messages.routedForValidation });
    if (answer.status === feedStatuses.returned) openReturnedDialog(row.name, () => edit(row));
  };

  const sendStatus = (row: TFeedListRow, offer: StatusOffer) =>
    rows.track(row.id, async () => {
      try {
        const answer = await (isGroup(row) ? setGroupStatus : setFeedStatus).mutateAsync({
          id: row.id,
          status: offer.to,
        });
        onStatusChanged(row, offer, answer);
      } catch (error) {
        if (isSessionEnd(error)) return;
        const isRefusal = error instanceof ApiError && (error.status === 409 || error.status === 400);
        openErrorDialog(
          isRefusal
            ? formatMessage('statusChangeFailed', { message: error.serverMessage ?? '' })
            : messages.statusChangeError,
        );
      }
    });

  /** Deactivating asks first (the feed stops being found); submitting goes at once. */
  const changeStatus = (row: TFeedListRow, offer: StatusOffer) => {
    if (offer.to === feedStatuses.notActive) confirmDeactivate(row.name, () => void sendStatus(row, offer));
    else void sendStatus(row, offer);
  };

  return { edit, clone: cloneRow, remove, changeStatus, isBusy: rows.isBusy };
}
