import { useState } from 'react';

import { formatMessage, messages } from '@feedmarket/contract/messages';
import type { TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';

import { useBusyRows } from '../../../hooks/use-busy-rows';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import type { Wording } from '../../../lib/theme-rules';
import { useLockWorkspaceItem } from '../api/lock-workspace-item';
import { useRemoveWorkspaceItem } from '../api/remove-workspace-item';
import { useToggleWorkspaceFlag } from '../api/toggle-workspace-flag';
import {
  confirmAskAgain,
  confirmLock,
  confirmLockSelected,
  confirmRemove,
} from '../components/workspace-confirmations';
import { lockOutcome } from '../utils/access-text';
import { newIdempotencyKey } from '../utils/idempotency-key';

// A refused session already said it ended; nothing more to say about the call it refused.
const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The Workspace tab's actions on items: lock (one or several), ask again or renew, flag, remove. Each
 * asks first where the spec wants it, confirms itself in a notice, and reloads both lists. Every
 * lock carries a new `Idempotency-Key`, so a retried call never asks (or charges) twice.
 */
export function useWorkspaceActions(orgId: number, wording: Wording) {
  const lockItem = useLockWorkspaceItem();
  const flagItem = useToggleWorkspaceFlag();
  const removeItem = useRemoveWorkspaceItem();
  const rows = useBusyRows();
  const [isLockingSelection, setLockingSelection] = useState(false);
  const lockOnce = (item: TWorkspaceItem) =>
    lockItem.mutateAsync({ orgId, workspaceId: item.id, idempotencyKey: newIdempotencyKey() });

  const fail = (error: unknown, fallback: string) => {
    if (!isSessionEnd(error)) showNotice({ tone: 'error', message: errorMessage(error, fallback) });
  };

  /** Locks one item (or asks again) with a key of its own, and tells what was decided. */
  const sendLock = (item: TWorkspaceItem, onLocked?: () => void) =>
    rows.track(item.id, async () => {
      try {
        const answer = await lockOnce(item);
        onLocked?.();
        showNotice(lockOutcome(answer));
      } catch (error) {
        fail(error, formatMessage('lockFailed', { name: item.name }));
      }
    });

  const lock = (item: TWorkspaceItem, onLocked?: () => void) => confirmLock(item, () => void sendLock(item, onLocked));

  /** Refused items ask again and expired ones renew: both are the lock again, after a confirmation. */
  const askAgain = (item: TWorkspaceItem) => confirmAskAgain(item, () => void sendLock(item));

  /**
   * Locks the checked items after one confirmation, each with its own key, and answers the ids that
   * left the awaiting list (locked, or gone meanwhile). When some fail, the spec's message says so and
   * those still there stay checked.
   */
  const lockSelected = (items: TWorkspaceItem[], onLeft: (ids: number[]) => void) =>
    confirmLockSelected(items, () => {
      void (async () => {
        setLockingSelection(true);
        const left: number[] = [];
        const results = await Promise.allSettled(
          items.map((item) =>
            rows.track(item.id, async () => {
              try {
                await lockOnce(item);
                left.push(item.id);
              } catch (error) {
                if (error instanceof ApiError && error.status === 404) left.push(item.id);
                throw error;
              }
            }),
          ),
        );
        setLockingSelection(false);
        onLeft(left);
        const failures = results.filter((result) => result.status === 'rejected');
        if (failures.some((result) => isSessionEnd(result.reason))) return;
        if (failures.length) showNotice({ tone: 'error', message: messages.partialLockFailed });
        else showNotice({ tone: 'success', message: formatMessage('feedsLocked', { count: left.length }) });
      })();
    });

  const toggleFlag = (item: TWorkspaceItem) =>
    void rows.track(item.id, async () => {
      try {
        const answer = await flagItem.mutateAsync({ orgId, workspaceId: item.id });
        showNotice({
          tone: 'success',
          message: formatMessage(answer.flagged ? 'workspaceFlagged' : 'workspaceUnflagged', { name: item.name }),
        });
      } catch (error) {
        fail(error, messages.genericError);
      }
    });

  const remove = (item: TWorkspaceItem, onRemoved?: () => void) =>
    confirmRemove(
      item,
      wording,
      () =>
        void rows.track(item.id, async () => {
          try {
            await removeItem.mutateAsync({ orgId, workspaceId: item.id });
            onRemoved?.();
            showNotice({
              tone: 'success',
              message: formatMessage('workspaceItemRemoved', { name: item.name, workspace: wording.workspace }),
            });
          } catch (error) {
            fail(error, messages.genericError);
          }
        }),
    );

  return { lock, askAgain, lockSelected, isLockingSelection, toggleFlag, remove, isBusy: rows.isBusy };
}

export type WorkspaceActions = ReturnType<typeof useWorkspaceActions>;
