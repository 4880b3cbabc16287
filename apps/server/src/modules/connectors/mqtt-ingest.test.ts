import type { TConnector } from '@feedmarket/contract/connectors/connectors.schemas';
import mqtt, { type IClientPublishOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  callApi,
  createFeed,
  createOrganization,
  signedInUser,
  streamRecords,
  type SignedIn,
} from '../../test/factories';
import { startMosquitto, type Mosquitto } from '../../test/mosquitto';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { MqttIngest } from './mqtt-ingest';

let broker: Mosquitto;
let t: TestApp;
let subscriber: MqttIngest;
let device: MqttClient;
let provider: SignedIn;
let other: SignedIn;

/** A continuous feed of the member's organisation with an MQTT push connector and an API client's token. */
type Source = { feedId: number; connector: TConnector; clientId: number; token: string };

async function createSource(member: SignedIn, name: string, params: { paramId: number; value: string }[] = []) {
  const feedId = await createFeed(t.db, { orgId: member.orgId, name, typeId: 2 });
  const connector = await callApi(t.app, {
    method: 'POST',
    url: '/connector',
    token: member.token,
    payload: { name: `${name} MQTT`, category: 2, type: 3, metadataId: feedId, params },
  });
  expect(connector.status, JSON.stringify(connector.body)).toBe(201);
  const client = await callApi(t.app, {
    method: 'POST',
    url: '/connector/api',
    token: member.token,
    payload: { name: `${name} device`, type: 1, sdkType: 2 },
  });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  // Creating the connector subscribes to its topic; wait until the broker has the subscription.
  await subscriber.idle();
  return { feedId, connector: connector.body, clientId: client.body.id, token: client.body.token } satisfies Source;
}

const lines = (records: object[]) => records.map((record) => JSON.stringify(record)).join('\n');

/** Publishes `payload` as a device does: QoS 1, the token in the `authorization` user property. */
async function publish(
  topic: string,
  payload: string,
  token: string | undefined,
  properties: IClientPublishOptions['properties'] = {},
) {
  await device.publishAsync(topic, payload, {
    qos: 1,
    properties: { ...properties, ...(token && { userProperties: { authorization: `Bearer ${token}` } }) },
  });
}

/** Waits until the server has received `more` messages after `before` and finished with them. */
async function received(before: { stored: number; refused: number }, more: number) {
  await vi.waitFor(
    () => {
      const now = subscriber.counts();
      expect(now.stored + now.refused - before.stored - before.refused).toBeGreaterThanOrEqual(more);
    },
    { timeout: 10_000, interval: 20 },
  );
  await subscriber.settled();
}

/** The chunks of a feed (the newest 3, enough to tell none from some) with their tracking ids. */
const feedChunks = async (feedId: number): Promise<{ trackingId: string }[]> =>
  (
    await callApi(t.app, {
      method: 'GET',
      url: `/continuous/metadata/${feedId}/limit/3/filename`,
      token: provider.token,
    })
  ).body;

/** The records of a feed's live stream, as the continuous download joins its chunks. */
async function feedRecords(feedId: number): Promise<unknown[]> {
  const [chunk] = await feedChunks(feedId);
  return chunk ? streamRecords(t.app, chunk.trackingId, provider.token) : [];
}

const summaryOf = async (connectorId: number) =>
  (await callApi(t.app, { method: 'GET', url: `/connector/summary/${connectorId}`, token: provider.token })).body;

const callsOf = async (clientId: number, member = provider) =>
  (await callApi(t.app, { method: 'GET', url: `/connector/api/summary/${clientId}`, token: member.token })).body
    .total as number;

beforeAll(async () => {
  broker = await startMosquitto();
  t = await createTestApp({ mqttUrl: broker.url });
  subscriber = t.app.services.mqtt!;
  await subscriber.idle();
  device = await mqtt.connectAsync(broker.url, { protocolVersion: 5 });
  provider = await signedInUser(t, (await createOrganization(t.db, { name: 'Harbour Sensors' })).id, { roleIds: [1] });
  other = await signedInUser(t, (await createOrganization(t.db, { name: 'Delta Sensors' })).id, { roleIds: [1] });
});
afterAll(async () => {
  await device?.endAsync(true);
  await t?.close();
  await broker?.stop();
});

describe('pushing records over MQTT', () => {
  it('stores records published to the feed’s topic as chunks readable through the continuous calls, and meters them', async () => {
    const source = await createSource(provider, 'Harbour wind');
    const topic = `feedmarket/feeds/${source.feedId}/records`;
    expect(source.connector.mqttTopic).toBe(topic);
    expect(source.connector.ingestPath).toBeNull();
    expect(subscriber.topics()).toContain(topic);

    const records = [
      { at: '2026-11-28T02:00:00Z', speed: 5.1 },
      { at: '2026-11-28T02:00:01Z', speed: 5.3 },
    ];
    const before = subscriber.counts();
    await publish(topic, lines(records), source.token);
    await received(before, 1);
    expect(await feedRecords(source.feedId)).toEqual(records);

    // The connector's format is read unless the message names its content type (MQTT 5).
    const next = subscriber.counts();
    await publish(topic, JSON.stringify([{ speed: 5.6 }]), source.token, { contentType: 'application/json' });
    await received(next, 1);
    await vi.waitFor(async () => expect(await feedRecords(source.feedId)).toHaveLength(3));
    expect((await feedRecords(source.feedId)).at(-1)).toEqual({ speed: 5.6 });

    expect(await callsOf(source.clientId)).toBe(2);
    expect((await summaryOf(source.connector.id)).metrics).toEqual([
      { name: 'Records', value: 3 },
      { name: 'Calls', value: 2 },
      { name: 'Refused calls', value: 0 },
      { name: 'Chunks', value: 2 },
    ]);
  });

  it('listens on the topic the connector names, in its format', async () => {
    const source = await createSource(provider, 'Harbour tide', [
      { paramId: 5, value: 'harbour/buoy-7/tide' },
      { paramId: 1, value: 'csv' },
    ]);
    expect(source.connector.mqttTopic).toBe('harbour/buoy-7/tide');
    const before = subscriber.counts();
    await publish('harbour/buoy-7/tide', 'level,station\n1.5,north\n1.7,south\n', source.token);
    await received(before, 1);
    expect(await feedRecords(source.feedId)).toEqual([
      { level: 1.5, station: 'north' },
      { level: 1.7, station: 'south' },
    ]);
  });

  it('refuses a topic with a wildcard', async () => {
    const feedId = await createFeed(t.db, { orgId: provider.orgId, name: 'Harbour wildcard', typeId: 2 });
    const answer = await callApi(t.app, {
      method: 'PUT',
      url: '/connector/validate',
      token: provider.token,
      payload: { name: 'All', category: 2, type: 3, metadataId: feedId, params: [{ paramId: 5, value: 'harbour/#' }] },
    });
    expect(answer.body.valid).toBe(false);
    expect(answer.body.fields).toEqual([
      { field: 'params.0.value', message: 'Topic: Enter a topic without +, # or a leading $' },
    ]);
  });

  it('keeps nothing of a malformed message and counts it as refused', async () => {
    const source = await createSource(provider, 'Harbour rain');
    const topic = source.connector.mqttTopic!;
    const before = subscriber.counts();
    await publish(topic, ['{"mm": 1}', '{"mm": 2', '{"mm": 3}'].join('\n'), source.token);
    await received(before, 1);
    expect(subscriber.counts().refused).toBe(before.refused + 1);
    expect(await feedChunks(source.feedId)).toEqual([]);
    expect((await summaryOf(source.connector.id)).metrics).toContainEqual({ name: 'Refused calls', value: 1 });
    expect((await summaryOf(source.connector.id)).metrics).toContainEqual({ name: 'Records', value: 0 });
  });

  it('stores nothing sent without a token, with a forged, replaced or deactivated one, or with another organisation’s', async () => {
    const source = await createSource(provider, 'Harbour swell');
    const theirs = await createSource(other, 'Delta swell');
    const topic = source.connector.mqttTopic!;
    const record = '{"height": 1.2}';

    const replaced = source.token;
    const regenerated = await callApi(t.app, {
      method: 'PUT',
      url: `/connector/api/${source.clientId}/token`,
      token: provider.token,
    });
    const token = regenerated.body.token as string;
    const deactivated = await createSource(provider, 'Harbour spare');
    await callApi(t.app, {
      method: 'PUT',
      url: `/connector/api/${deactivated.clientId}/status/1`,
      token: provider.token,
    });

    const before = subscriber.counts();
    await publish(topic, record, undefined);
    await publish(topic, record, 'fmk_forgedforgedforgedforgedforgedforgedforged');
    await publish(topic, record, provider.token);
    await publish(topic, record, replaced);
    await publish(topic, record, deactivated.token);
    await publish(topic, record, theirs.token);
    await received(before, 6);
    expect(subscriber.counts()).toEqual({ stored: before.stored, refused: before.refused + 6 });
    expect(await feedChunks(source.feedId)).toEqual([]);
    // The other organisation's program is told off in its own usage, not in this feed's.
    expect(await callsOf(theirs.clientId, other)).toBe(1);
    expect((await summaryOf(source.connector.id)).metrics).toContainEqual({ name: 'Calls', value: 0 });

    const accepted = subscriber.counts();
    await publish(topic, record, token);
    await received(accepted, 1);
    expect(await feedRecords(source.feedId)).toEqual([{ height: 1.2 }]);
  });

  it('stops listening when the connector is deactivated or deleted, and listens again when it is activated', async () => {
    const source = await createSource(provider, 'Harbour current');
    const marker = await createSource(provider, 'Harbour marker');
    const topic = source.connector.mqttTopic!;

    const deactivated = await callApi(t.app, {
      method: 'PUT',
      url: `/connector/${source.connector.id}/status/1`,
      token: provider.token,
    });
    expect(deactivated.status).toBe(200);
    await subscriber.idle();
    expect(subscriber.topics()).not.toContain(topic);
    const before = subscriber.counts();
    await publish(topic, '{"knots": 1}', source.token);
    // Published after it on the same connection, the marker arrives after it would have.
    await publish(marker.connector.mqttTopic!, '{"knots": 0}', marker.token);
    await received(before, 1);
    expect(subscriber.counts()).toEqual({ stored: before.stored + 1, refused: before.refused });
    expect(await feedChunks(source.feedId)).toEqual([]);
    // Not even received: no call reached the client's usage.
    expect(await callsOf(source.clientId)).toBe(0);

    await callApi(t.app, { method: 'PUT', url: `/connector/${source.connector.id}/status/2`, token: provider.token });
    await subscriber.idle();
    expect(subscriber.topics()).toContain(topic);
    const again = subscriber.counts();
    await publish(topic, '{"knots": 2}', source.token);
    await received(again, 1);
    expect(await feedRecords(source.feedId)).toEqual([{ knots: 2 }]);

    await callApi(t.app, { method: 'DELETE', url: `/connector/${source.connector.id}`, token: provider.token });
    await subscriber.idle();
    expect(subscriber.topics()).not.toContain(topic);
  });
});

describe('the MQTT setting', () => {
  it('subscribes to nothing when no broker is set', async () => {
    const withoutBroker = await createTestApp();
    try {
      expect(withoutBroker.app.services.mqtt).toBeUndefined();
    } finally {
      await withoutBroker.close();
    }
  });

  it('fails, saying how to install it, when Mosquitto is missing', async () => {
    await expect(startMosquitto({ binary: '/nonexistent/mosquitto' })).rejects.toThrow('apt-get install -y mosquitto');
  });
});
