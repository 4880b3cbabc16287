import { useRef, useState } from 'react';

import { ApiError } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import type { UploadProgress } from '../../../lib/upload-request';

/** What an upload request is given: where to report its progress and the signal that cancels it. */
type Transfer = { onProgress: (progress: UploadProgress) => void; signal: AbortSignal };
type Outcome<T> = { onSuccess: (result: T) => void; onError: (error: unknown) => void };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One upload dialog's request: its progress, its failure, and closing, which cancels a running upload
 * and clears the dialog (`reset` clears what the dialog itself holds).
 */
export function useUploadSession(onClose: () => void, reset: () => void) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const abortRef = useRef<AbortController | null>(null);

  const close = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    reset();
    setFailure(null);
    setProgress(null);
    onClose();
  };

  /** Sends unless an upload is running; on success says `notice(result)` and closes the dialog. */
  const start = <T>(send: (transfer: Transfer, outcome: Outcome<T>) => void, notice: (result: T) => string) => {
    if (abortRef.current) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setFailure(null);
    setProgress({ loaded: 0, total: 0 });
    send(
      { onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (result) => {
          abortRef.current = null;
          showNotice({ tone: 'success', message: notice(result) });
          close();
        },
        onError: (error) => {
          abortRef.current = null;
          setProgress(null);
          if (isAbort(error)) return;
          // A refused session already said it ended; the dialog goes with the page.
          if (error instanceof ApiError && error.status === 401) return close();
          setFailure(error);
        },
      },
    );
  };

  return { progress, isUploading: progress !== null, failure, setFailure, close, start };
}
