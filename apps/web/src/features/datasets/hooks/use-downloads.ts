import { useCallback, useRef, useState } from 'react';

import { messages } from '@feedmarket/contract/messages';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';

// A refused session already said it ended; nothing more to say about the call it refused.
const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The server's reason as the body of a notice whose title is the spec's message, or the message alone. */
export function failureNotice(error: unknown, message: string) {
  const reason = errorMessage(error, '');
  return reason ? { title: message, message: reason } : { message };
}

/** Says a failed call failed, unless the failure was the end of the session (which says so itself). */
export function reportFailure(error: unknown, message: string): void {
  if (!isSessionEnd(error)) showNotice({ tone: 'error', ...failureNotice(error, message) });
}

/**
 * Downloads with their busy state: `run(key, work)` runs one download for `key` (a file, a zip, a
 * stream) at a time and says 'Content Cannot Be Downloaded' when it fails.
 */
export function useDownloads() {
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(new Set());
  // State arrives a render late: a second click in the same instant must see the first at once.
  const runningRef = useRef(new Set<string>());

  const run = useCallback(async (key: string, work: () => Promise<void>) => {
    if (runningRef.current.has(key)) return;
    runningRef.current.add(key);
    setBusyKeys(new Set(runningRef.current));
    try {
      await work();
    } catch (error) {
      reportFailure(error, messages.downloadFailed);
    } finally {
      runningRef.current.delete(key);
      setBusyKeys(new Set(runningRef.current));
    }
  }, []);

  return { run, isBusy: (key: string) => busyKeys.has(key) };
}
