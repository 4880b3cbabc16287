import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { buildPath } from '@feedmarket/contract/common/route';
import type { TLiveEvent } from '@feedmarket/contract/connectors/connectors.schemas';
import { routes } from '@feedmarket/contract/routes';

import { openLiveStream, type LiveStream, type LiveStreamState } from '../../../lib/live-stream';
import { datasetKeys } from '../api/dataset-query-keys';

/** The records a live view keeps: the newest ones, older ones drop off. */
export const liveRecordsKept = 100;

/** The feed's files, newest file preview and downloads reload at most this often while records arrive. */
const refreshEveryMs = 5000;

/** One record as it arrived: its fields, its stream and when the view received it. */
export type LiveRecord = { key: string; receivedAt: Date; trackingId: string; fields: Record<string, unknown> };

export type LiveRecords = {
  /** Newest first, at most `liveRecordsKept`. */
  records: LiveRecord[];
  /** Records received since the view opened, beyond those kept. */
  received: number;
  state: LiveStreamState;
  paused: boolean;
  pause: () => void;
  resume: () => void;
};

/**
 * Follows a continuous feed's live stream while `enabled`: each chunk's records go on top. Pausing
 * closes the stream; resuming opens it again after the last chunk received, so the server replays
 * what arrived meanwhile.
 */
export function useLiveRecords(feedId: number, enabled: boolean): LiveRecords {
  const [records, setRecords] = useState<LiveRecord[]>([]);
  const [received, setReceived] = useState(0);
  const [state, setState] = useState<LiveStreamState>({ status: 'connecting' });
  const [paused, setPaused] = useState(false);
  const lastEventId = useRef<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    // A paused view shows its own state; the stream reports `connecting` again when it reopens.
    if (!enabled || paused) return;
    // Each chunk is a new file: the lists of earlier chunks beside the view follow, without a reload per chunk.
    let refreshedAt = 0;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      refreshedAt = Date.now();
      refreshTimer = undefined;
      void queryClient.invalidateQueries({ queryKey: datasetKeys.continuous(feedId) });
      void queryClient.invalidateQueries({ queryKey: datasetKeys.content(feedId) });
    };
    const refreshSoon = () => {
      if (refreshTimer) return;
      refreshTimer = setTimeout(refresh, Math.max(0, refreshedAt + refreshEveryMs - Date.now()));
    };
    const stream: LiveStream = openLiveStream({
      path: buildPath(routes.live.stream.path, { id: feedId }),
      lastEventId: lastEventId.current,
      onState: setState,
      onEvent: (event) => {
        lastEventId.current = event.id;
        if (event.event !== 'records') return;
        let chunk: TLiveEvent;
        try {
          chunk = JSON.parse(event.data) as TLiveEvent;
        } catch {
          return;
        }
        const receivedAt = new Date();
        // Within a chunk records are in the order they arrived: the last one is the newest.
        const arrived = chunk.records
          .map((fields, index) => ({
            key: `${chunk.contentId}-${index}`,
            receivedAt,
            trackingId: chunk.trackingId,
            fields,
          }))
          .reverse();
        setRecords((kept) => [...arrived, ...kept].slice(0, liveRecordsKept));
        setReceived((count) => count + arrived.length);
        refreshSoon();
      },
    });
    return () => {
      stream.close();
      clearTimeout(refreshTimer);
    };
  }, [feedId, enabled, paused, queryClient]);

  const pause = useCallback(() => setPaused(true), []);
  const resume = useCallback(() => setPaused(false), []);
  return { records, received, state, paused, pause, resume };
}
