import { modals } from '@mantine/modals';
import { useState } from 'react';

import { userStatuses, type TUser } from '@feedmarket/contract/accounts/accounts.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { useSetUserStatus } from '../api/set-user-status';

// A refused session already said it ended; nothing more to say about the call it refused.
const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;

function confirmDeactivate(user: TUser, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Deactivate user',
    size: 'md',
    closeButtonProps: { 'aria-label': 'Close' },
    children: `${user.displayName} (${user.username}) is signed out at once and cannot sign in until an administrator activates the account again.`,
    labels: { confirm: 'Deactivate', cancel: 'Cancel' },
    confirmProps: { color: 'orange' },
    onConfirm,
  });
}

function confirmDelete(user: TUser, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Delete user',
    size: 'md',
    closeButtonProps: { 'aria-label': 'Close' },
    children: `${user.displayName} (${user.username}) is signed out and removed from your organisation. Changes they made keep their name. This cannot be undone.`,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/**
 * The Users tab's row actions: the status switch (deactivating asks first) and delete (asks first).
 * Each confirms itself in a notice; refusals show the server's reason, e.g. 'You cannot deactivate yourself'.
 */
export function useUserActions() {
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  // The row whose action is running, to show it busy.
  const [busyId, setBusyId] = useState<number | null>(null);
  const settle = () => setBusyId(null);
  const onError = (error: unknown) => {
    if (!isSessionEnd(error)) showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
  };

  const sendStatus = (user: TUser, statusId: number) => {
    setBusyId(user.id);
    setStatus.mutate(
      { userId: user.id, statusId },
      {
        onSuccess: () =>
          showNotice({
            tone: 'success',
            message: formatMessage(statusId === userStatuses.active ? 'userActivated' : 'userDeactivated', {
              name: user.displayName,
            }),
          }),
        onError,
        onSettled: settle,
      },
    );
  };

  /** The switch: on activates at once, off asks first. */
  const toggleActive = (user: TUser, active: boolean) => {
    if (active) sendStatus(user, userStatuses.active);
    else confirmDeactivate(user, () => sendStatus(user, userStatuses.disabled));
  };

  const deleteUser = (user: TUser) =>
    confirmDelete(user, () => {
      setBusyId(user.id);
      remove.mutate(user.id, {
        onSuccess: () =>
          showNotice({ tone: 'success', message: formatMessage('userDeleted', { name: user.displayName }) }),
        onError,
        onSettled: settle,
      });
    });

  return { toggleActive, deleteUser, busyId };
}
