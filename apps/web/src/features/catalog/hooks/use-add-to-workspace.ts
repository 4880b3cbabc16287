import { useCallback, useEffect, useRef, useState } from 'react';

import { formatMessage, messages } from '@feedmarket/contract/messages';

import { ApiError } from '../../../lib/api-client';
import { useWording } from '../../../lib/app-settings';
import { useDialog } from '../../../lib/dialogs';
import { showNotice } from '../../../lib/notify';
import { useSession } from '../../../lib/session/session-store';
import { useAddFeedToWorkspace } from '../api/add-feed-to-workspace';
import { useAddFeedsToWorkspace } from '../api/add-feeds-to-workspace';

/** What the add-to-workspace dialogs show: the outcome, or the request to sign in first. */
export type WorkspaceOutcome =
  | { kind: 'success'; title: string; message: string }
  | { kind: 'conflict'; title: string; message: string }
  | { kind: 'signInRequired' };

type PendingAdd = { ids: number[] };

/**
 * Adds feeds to the workspace with the spec's answers: sign in first when signed out, 'Success' or
 * 'Conflict' dialogs, a notification for other failures. An add asked for while signed out runs once
 * the visitor has signed in.
 */
export function useAddToWorkspace() {
  const session = useSession();
  const wording = useWording();
  const { mutate: addOne } = useAddFeedToWorkspace();
  const { mutate: addMany } = useAddFeedsToWorkspace();
  const signIn = useDialog('signIn');
  const [outcome, setOutcome] = useState<WorkspaceOutcome | null>(null);
  const [pendingIds, setPendingIds] = useState<number[]>([]);
  const pending = useRef<PendingAdd | null>(null);

  const run = useCallback(
    (ids: number[], onDone?: () => void) => {
      const onError = (error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          setOutcome({ kind: 'conflict', title: messages.workspaceConflictTitle, message: messages.workspaceConflict });
        } else if (!(error instanceof ApiError && error.status === 401)) {
          // A refused session already told the user it ended; anything else gets the spec's notice.
          showNotice({ message: messages.workspaceAddFailed, tone: 'error' });
        }
      };
      setPendingIds(ids);
      const settle = () => setPendingIds([]);
      const [first] = ids;
      if (ids.length === 1 && first !== undefined) {
        addOne(first, {
          onSuccess: () => {
            setOutcome({
              kind: 'success',
              title: messages.workspaceAddedTitle,
              message: formatMessage('workspaceAdded', { workspace: wording.workspace }),
            });
            onDone?.();
          },
          onError,
          onSettled: settle,
        });
        return;
      }
      addMany(ids, {
        onSuccess: (answer) => {
          setOutcome({ kind: 'success', title: messages.workspaceAddedTitle, message: answer.message });
          onDone?.();
        },
        onError,
        onSettled: settle,
      });
    },
    [addOne, addMany, wording.workspace],
  );

  const add = useCallback(
    (ids: number[], onDone?: () => void) => {
      if (ids.length === 0) return;
      if (session.status !== 'authenticated') {
        pending.current = { ids };
        setOutcome({ kind: 'signInRequired' });
        return;
      }
      run(ids, onDone);
    },
    [session.status, run],
  );

  // The visitor asked to add, signed in from the dialog: finish what they asked for.
  useEffect(() => {
    if (session.status !== 'authenticated' || !pending.current) return;
    const { ids } = pending.current;
    pending.current = null;
    setOutcome(null);
    run(ids);
  }, [session.status, run]);

  // Closing the sign-in dialog without signing in drops the request: a later sign-in adds nothing.
  const signInOpened = signIn.opened;
  const sawSignIn = useRef(false);
  useEffect(() => {
    if (signInOpened) sawSignIn.current = true;
    else if (sawSignIn.current) {
      sawSignIn.current = false;
      if (session.status !== 'authenticated') pending.current = null;
    }
  }, [signInOpened, session.status]);

  const close = useCallback(() => {
    setOutcome(null);
  }, []);

  const forgetPending = useCallback(() => {
    pending.current = null;
    setOutcome(null);
  }, []);

  return {
    add,
    outcome,
    close,
    /** Closes the sign-in request without signing in: nothing is added later. */
    cancelSignIn: forgetPending,
    /** Feed ids being added right now, to show a spinner on their buttons. */
    pendingIds,
  };
}

export type AddToWorkspace = ReturnType<typeof useAddToWorkspace>;
