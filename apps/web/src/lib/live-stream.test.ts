import { describe, expect, it, vi } from 'vitest';

import type { ApiClientConfig } from './api-client';
import {
  createEventStreamParser,
  openLiveStream,
  retryDelay,
  type LiveStreamState,
  type ServerSentEvent,
} from './live-stream';

describe('createEventStreamParser', () => {
  it('reads events cut anywhere, skipping comments and joining data lines', () => {
    const text =
      ': keep-alive\n\nevent: records\nid: 7\ndata: {"a":1}\n\nid: 8\r\nevent: records\r\ndata: first\r\ndata: second\r\n\r\n';
    // Every way of cutting the text in two gives the same events.
    for (let cut = 0; cut <= text.length; cut += 1) {
      const parser = createEventStreamParser();
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(events, `cut at ${cut}`).toEqual([
        { event: 'records', id: '7', data: '{"a":1}' },
        { event: 'records', id: '8', data: 'first\nsecond' },
      ]);
      expect(parser.lastEventId).toBe('8');
    }
  });

  it('holds an event back until its blank line, and keeps the last id for events without one', () => {
    const parser = createEventStreamParser();
    expect(parser.push('id: 3\ndata: x\n')).toEqual([]);
    expect(parser.push('\ndata:y\n\nevent: ping\n\n')).toEqual([
      { event: 'message', id: '3', data: 'x' },
      { event: 'message', id: '3', data: 'y' },
    ]);
  });
});

describe('retryDelay', () => {
  it('doubles from the first wait up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});

/** An answer whose body sends `pieces` and then ends, as a server that drops the stream would. */
function streamResponse(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function setup(answers: (() => Response | Promise<Response>)[]) {
  const requests: Headers[] = [];
  const waits: { run: () => void; ms: number }[] = [];
  const events: ServerSentEvent[] = [];
  const states: LiveStreamState[] = [];
  const onUnauthorized = vi.fn();
  const config: ApiClientConfig = {
    fetch: async (_input, init) => {
      requests.push(new Headers(init?.headers));
      const answer = answers.shift();
      if (!answer) return new Promise<Response>(() => {});
      return answer();
    },
    baseUrl: 'http://api.test',
    getToken: () => 'token-1',
    getCampaignId: () => null,
    onUnauthorized,
  };
  const stream = openLiveStream({
    path: '/continuous/metadata/7/live',
    config,
    onEvent: (event) => events.push(event),
    onState: (state) => states.push(state),
    minDelayMs: 100,
    maxDelayMs: 1000,
    timers: { set: (run, ms) => waits.push({ run, ms }), clear: () => {} },
  });
  /** Runs the next wait for a retry, as the timer would. */
  const retry = () => waits.shift()?.run();
  return { stream, requests, waits, events, states, onUnauthorized, retry };
}

describe('openLiveStream', () => {
  it('sends the Bearer header, reports the events, and after a drop tries again with Last-Event-ID', async () => {
    const live = setup([
      () => streamResponse(['event: records\nid: 11\ndata: {"n":1}\n\n', 'event: records\nid: 12\ndata: {"n":2}\n\n']),
      () => streamResponse(['event: records\nid: 13\ndata: {"n":3}\n\n']),
    ]);
    await vi.waitFor(() => expect(live.waits).toHaveLength(1));
    expect(live.requests[0]!.get('Authorization')).toBe('Bearer token-1');
    expect(live.requests[0]!.get('Last-Event-ID')).toBeNull();
    expect(live.events.map((event) => event.id)).toEqual(['11', '12']);
    expect(live.states).toEqual([
      { status: 'connecting' },
      { status: 'live' },
      { status: 'reconnecting', attempt: 1, retryInMs: 100 },
    ]);

    live.retry();
    await vi.waitFor(() => expect(live.waits).toHaveLength(1));
    expect(live.requests[1]!.get('Last-Event-ID')).toBe('12');
    expect(live.events.map((event) => event.id)).toEqual(['11', '12', '13']);
    expect(live.stream.lastEventId()).toBe('13');
    live.stream.close();
  });

  it('waits longer after each failed attempt, and starts over once connected', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    const live = setup([down, () => new Response('busy', { status: 503 }), down, () => streamResponse([])]);
    for (const expected of [100, 200, 400]) {
      await vi.waitFor(() => expect(live.waits).toHaveLength(1));
      expect(live.waits[0]!.ms).toBe(expected);
      live.retry();
    }
    await vi.waitFor(() => expect(live.waits).toHaveLength(1));
    expect(live.states.at(-2)).toEqual({ status: 'live' });
    expect(live.waits[0]!.ms).toBe(100);
    live.stream.close();
  });

  it("stops with the server's message when refused, without trying again", async () => {
    const live = setup([
      () =>
        new Response(JSON.stringify({ code: 'forbidden', message: 'You have no access to this feed' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    ]);
    await vi.waitFor(() => expect(live.states.at(-1)?.status).toBe('stopped'));
    const last = live.states.at(-1) as { status: 'stopped'; error: string | null };
    expect(last.error).toContain('no access');
    expect(live.waits).toHaveLength(0);
    expect(live.requests).toHaveLength(1);
  });

  it('ends the session on a refused token', async () => {
    const live = setup([() => new Response(null, { status: 401 })]);
    // The session ends at once; the stream stops once the refusal's message is read.
    await vi.waitFor(() => expect(live.states.at(-1)?.status).toBe('stopped'));
    expect(live.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports nothing more once closed, and does not try again', async () => {
    const live = setup([() => streamResponse(['event: records\nid: 1\ndata: {}\n\n'])]);
    live.stream.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.events).toEqual([]);
    expect(live.waits).toHaveLength(0);
  });
});
