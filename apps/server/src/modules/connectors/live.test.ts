import type { TLiveEvent } from '@feedmarket/contract/connectors/connectors.schemas';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedAccesses } from '../../db/schema/access';
import { bearer, callApi, createFeed, createOrganization, signedInUser, type SignedIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let provider: SignedIn;
let consumer: SignedIn;
let stranger: SignedIn;
let feedId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v2`;
  provider = await signedInUser(t, (await createOrganization(t.db, { name: 'Delta Meteo' })).id, { roleIds: [1] });
  consumer = await signedInUser(t, (await createOrganization(t.db, { name: 'Estuary Shipping' })).id, { roleIds: [1] });
  stranger = await signedInUser(t, (await createOrganization(t.db, { name: 'Upland Farms' })).id, { roleIds: [1] });
  feedId = await createFeed(t.db, { orgId: provider.orgId, name: 'Delta wind', typeId: 2, status: 1 });
  await t.db.insert(feedAccesses).values({
    orgId: consumer.orgId,
    feedId,
    providerOrgId: provider.orgId,
    state: 'granted',
    reason: 'Open to every member',
  });
  const connector = await callApi(t.app, {
    method: 'POST',
    url: '/connector',
    token: provider.token,
    payload: { name: 'Delta wind push', category: 2, type: 1, metadataId: feedId, params: [] },
  });
  expect(connector.status).toBe(201);
  const client = await callApi(t.app, {
    method: 'POST',
    url: '/connector/api',
    token: provider.token,
    payload: { name: 'Delta mast', type: 1 },
  });
  token = client.body.token;
});
afterAll(() => t.close());

const push = (records: object[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/ingest/${feedId}`,
    headers: { ...bearer(token), 'content-type': 'application/x-ndjson' },
    payload: records.map((record) => JSON.stringify(record)).join('\n'),
  });

/** `events(n)` waits until n events came in all (one more than so far when left out), and answers them all. */
type Live = { events: (count?: number) => Promise<TLiveEvent[]>; close: () => void };

/** Opens the feed's live stream over real HTTP. */
async function follow(member: SignedIn, headers: Record<string, string> = {}): Promise<Response & { live: Live }> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/continuous/metadata/${feedId}/live`, {
    headers: { ...bearer(member.token), ...headers },
    signal: abort.signal,
  });
  const received: TLiveEvent[] = [];
  let text = '';
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const readUntil = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (received.length < count && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) !== -1) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) received.push(JSON.parse(data.slice(6)) as TLiveEvent);
      }
    }
    return received;
  };
  return Object.assign(response, {
    live: { events: (count?: number) => readUntil(count ?? received.length + 1), close: () => abort.abort() },
  });
}

describe("a continuous feed's live stream", () => {
  it('sends the owner and a consumer with access each new chunk of records as a server-sent event', async () => {
    const owner = await follow(provider);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = await follow(consumer);
    expect(reader.status).toBe(200);

    const records = [{ knots: 11 }, { knots: 12 }];
    const pushed = await push(records);
    expect(pushed.statusCode).toBe(200);
    for (const stream of [owner, reader]) {
      const [event] = await stream.live.events();
      expect(event).toMatchObject({ metadataId: feedId, trackingId: pushed.json().trackingId, records });
      expect(event!.contentId).toBeGreaterThan(0);
      stream.live.close();
    }
  });

  it('replays the chunks stored after Last-Event-ID, then goes on live, each chunk once', async () => {
    const first = await follow(provider);
    await push([{ knots: 1 }]);
    const [seen] = await first.live.events();
    first.live.close();
    // Missed while disconnected.
    await push([{ knots: 2 }]);
    await push([{ knots: 3 }]);
    const again = await follow(provider, { 'last-event-id': String(seen!.contentId) });
    expect((await again.live.events(2)).map((event) => event.records)).toEqual([[{ knots: 2 }], [{ knots: 3 }]]);
    await push([{ knots: 4 }]);
    const events = await again.live.events(3);
    expect(events.map((event) => event.records)).toEqual([[{ knots: 2 }], [{ knots: 3 }], [{ knots: 4 }]]);
    expect(new Set(events.map((event) => event.contentId)).size).toBe(3);
    again.live.close();
  });

  it('refuses an organisation without access (403) and a feed that is not continuous (409), as JSON errors', async () => {
    const refused = await fetch(`${baseUrl}/continuous/metadata/${feedId}/live`, { headers: bearer(stranger.token) });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('FORBIDDEN');
    const fileFeed = await createFeed(t.db, { orgId: provider.orgId, name: 'Delta reports', typeId: 1 });
    const notLive = await fetch(`${baseUrl}/continuous/metadata/${fileFeed}/live`, { headers: bearer(provider.token) });
    expect(notLive.status).toBe(409);
    const anonymous = await fetch(`${baseUrl}/continuous/metadata/${feedId}/live`);
    expect(anonymous.status).toBe(401);
  });
});
