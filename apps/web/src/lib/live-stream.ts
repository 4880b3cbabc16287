import { API_BASE } from '@feedmarket/contract/common/route';

import { appClientConfig, toApiError, type ApiClientConfig } from './api-client';

/** One server-sent event: its type (`message` when unnamed), its id and its data lines joined. */
export type ServerSentEvent = { event: string; id: string | null; data: string };

/**
 * Reads a `text/event-stream` as it arrives, in pieces cut anywhere: `push` answers the events the
 * piece completed. Follows the HTML rules: lines end with CR, LF or CRLF, a blank line ends an event,
 * lines starting with `:` are comments (keep-alives), `data` lines join with LF, an event without
 * data is dropped, and an `id` holding NUL is ignored. `lastEventId` is the last id seen, kept across
 * events as the browser's EventSource does.
 */
export function createEventStreamParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;
  let lastEventId: string | null = null;
  // A CR at the end of a piece may be the first half of a CRLF cut in two.
  let pendingCr = false;

  function takeLine(line: string, out: ServerSentEvent[]) {
    if (line === '') {
      if (id !== null) lastEventId = id;
      if (data.length > 0) out.push({ event: event || 'message', id: lastEventId, data: data.join('\n') });
      event = '';
      data = [];
      id = null;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  }

  return {
    push(piece: string): ServerSentEvent[] {
      const out: ServerSentEvent[] = [];
      let text = piece;
      if (pendingCr) {
        pendingCr = false;
        if (text.startsWith('\n')) text = text.slice(1);
      }
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        takeLine(buffer.slice(start, i), out);
        if (char === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}

/** Where a live stream stands: reading, waiting to try again after a drop, or closed for good. */
export type LiveStreamState =
  | { status: 'connecting' }
  | { status: 'live' }
  | { status: 'reconnecting'; attempt: number; retryInMs: number }
  | { status: 'stopped'; error: string | null };

export type LiveStreamOptions = {
  /** The route's path with its parameters filled in, such as `/continuous/metadata/7/live`. */
  path: string;
  onEvent: (event: ServerSentEvent) => void;
  onState: (state: LiveStreamState) => void;
  /** The id to resume after (sent as `Last-Event-ID` on the first request). */
  lastEventId?: string | null;
  config?: ApiClientConfig;
  /** The waits between attempts after a drop: doubling from `minDelayMs` up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Stands in for `setTimeout`/`clearTimeout` in tests. */
  timers?: { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
};

export type LiveStream = {
  /** Ends the stream and any wait for the next attempt; no state is reported after it. */
  close: () => void;
  /** The id of the last event received, to resume from. */
  lastEventId: () => string | null;
};

/** Answers that retrying cannot change: the member may not read the feed, or it is gone or not live. */
const finalStatuses = new Set([400, 401, 403, 404, 409]);

/** The wait before attempt `attempt` (1 for the first retry): doubling, capped. */
export function retryDelay(attempt: number, minDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, minDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Follows a server-sent event stream that needs the session's Bearer header, which `EventSource`
 * cannot send, through `fetch` and a stream reader. After a drop (network error, the stream ending,
 * a 5xx) it tries again with backoff, sending `Last-Event-ID` so the server replays what was missed;
 * a refusal (401, 403, 404, 409) stops it with the server's message.
 */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const config = options.config ?? appClientConfig;
  const minDelayMs = options.minDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const timers = options.timers ?? {
    set: (run: () => void, ms: number) => setTimeout(run, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let lastEventId = options.lastEventId ?? null;
  let closed = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let retryTimer: unknown = null;

  const report = (state: LiveStreamState) => {
    if (!closed) options.onState(state);
  };

  function scheduleRetry() {
    if (closed) return;
    attempt += 1;
    const retryInMs = retryDelay(attempt, minDelayMs, maxDelayMs);
    report({ status: 'reconnecting', attempt, retryInMs });
    retryTimer = timers.set(() => {
      retryTimer = null;
      void connect();
    }, retryInMs);
  }

  async function connect() {
    if (closed) return;
    controller = new AbortController();
    const headers = new Headers({ Accept: 'text/event-stream' });
    const token = config.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (lastEventId !== null) headers.set('Last-Event-ID', lastEventId);
    if (attempt === 0) report({ status: 'connecting' });
    try {
      const response = await config.fetch(`${config.baseUrl ?? API_BASE}${options.path}`, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) {
        if (response.status === 401 && token) config.onUnauthorized();
        if (finalStatuses.has(response.status)) {
          const error = await toApiError(response.status, response.statusText, await response.json().catch(() => null));
          report({ status: 'stopped', error: error.message });
          closed = true;
          return;
        }
        scheduleRetry();
        return;
      }
      report({ status: 'live' });
      attempt = 0;
      const parser = createEventStreamParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        for (const event of parser.push(value)) {
          if (event.id !== null) lastEventId = event.id;
          if (!closed) options.onEvent(event);
        }
      }
    } catch {
      // A network error or the reader aborted by `close`.
      if (closed) return;
    }
    // The stream ended or broke without being closed here: the server restarted or the network dropped.
    scheduleRetry();
  }

  void connect();
  return {
    close() {
      closed = true;
      if (retryTimer !== null) timers.clear(retryTimer);
      retryTimer = null;
      controller?.abort();
    },
    lastEventId: () => lastEventId,
  };
}
