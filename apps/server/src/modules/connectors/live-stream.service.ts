import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import type { TLiveEvent } from '@feedmarket/contract/connectors/connectors.schemas';
import type { ServerResponse } from 'node:http';
import { conflict } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import type { FeedAccess } from '../access/feed-access';
import type { DatasetsService } from '../datasets/datasets.service';
import type { LiveRecords } from './live-records';

/** Chunks replayed to a view that reconnects, at most. */
const replayLimit = 100;

export type LiveStreamDeps = {
  access: FeedAccess;
  datasets: DatasetsService;
  live: LiveRecords;
  /** How often a comment keeps an idle stream open through proxies. */
  heartbeatMs?: number;
};

/** One server-sent event: its id, its type and its data on one line. */
const eventText = (event: TLiveEvent) => `id: ${event.contentId}\nevent: records\ndata: ${JSON.stringify(event)}\n\n`;

/** The records of a stored chunk's JSON lines. */
export function recordsOf(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Live views of continuous feeds: each open stream gets every chunk of its feed as it is stored, as a
 * server-sent event. Access is the feed's `content` right (the owner, the supervisor, organisations
 * granted access), checked once when the stream opens.
 */
export function createLiveStreams({ access, datasets, live, heartbeatMs = 15_000 }: LiveStreamDeps) {
  const open = new Set<ServerResponse>();

  return {
    /** Throws 404, 403 or 409 unless the member may follow the feed's live records. */
    async requireFeed(member: SessionUser, feedId: number): Promise<void> {
      const feed = await access.requireFeedRight(member, feedId, 'content');
      if (feed.typeId !== feedTypes.continuous) throw conflict('The feed is not a continuous feed');
    },

    /**
     * Streams the feed's new records into `response` (headers already sent) until the client leaves
     * or the app closes; after `lastEventId`, the chunks stored since are replayed first. Events
     * stored while the replay is read are held back, so each chunk is sent once and in order.
     */
    async follow(response: ServerResponse, feedId: number, lastEventId: number | undefined): Promise<void> {
      open.add(response);
      let sentUpTo = lastEventId ?? 0;
      let held: TLiveEvent[] | undefined = lastEventId === undefined ? undefined : [];
      const send = (event: TLiveEvent) => {
        if (event.contentId <= sentUpTo || response.writableEnded) return;
        sentUpTo = event.contentId;
        response.write(eventText(event));
      };
      const stop = live.subscribe((flushed) => {
        if (flushed.feedId !== feedId) return;
        const event: TLiveEvent = {
          metadataId: flushed.feedId,
          trackingId: flushed.trackingId,
          contentId: flushed.contentId,
          dataStart: formatDateTime(flushed.dataStart),
          dataEnd: formatDateTime(flushed.dataEnd),
          records: flushed.records,
        };
        if (held) held.push(event);
        else send(event);
      });
      const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatMs).unref();
      response.on('close', () => {
        stop();
        clearInterval(heartbeat);
        open.delete(response);
      });
      // The comment lets the client know the stream is open before the first records.
      response.write(': open\n\n');
      if (lastEventId === undefined) return;
      try {
        for (const { content, text } of await datasets.chunksAfter(feedId, lastEventId, replayLimit)) {
          send({
            metadataId: feedId,
            trackingId: content.trackingId ?? '',
            contentId: content.id,
            dataStart: content.dataStart ?? content.createdAt,
            dataEnd: content.dataEnd ?? content.createdAt,
            records: recordsOf(text),
          });
        }
      } finally {
        const waiting = held;
        held = undefined;
        waiting?.forEach(send);
      }
    },

    /** Ends every open stream: a closing server would otherwise wait for them. */
    closeAll(): void {
      for (const response of open) response.end();
      open.clear();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
