import type {
  TApiClientBody,
  TApiClientWithToken,
  TConnector,
  TConnectorBody,
} from '@feedmarket/contract/connectors/connectors.schemas';
import { messages } from '@feedmarket/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedAccesses } from '../../db/schema/access';
import { apiClients } from '../../db/schema/connectors';
import {
  callApi,
  createFeed,
  createOrganization,
  signedInUser,
  type ApiCall,
  type SignedIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashToken } from './connectors.service';

let t: TestApp;
let providerOrgId: number;
let provider: SignedIn;
let colleague: SignedIn;
let other: SignedIn;
let readOnly: SignedIn;
let supervisor: SignedIn;
let liveFeed: number;
let fileFeed: number;
let otherLiveFeed: number;

beforeAll(async () => {
  t = await createTestApp();
  providerOrgId = (await createOrganization(t.db, { name: 'Harbour Sensors' })).id;
  provider = await signedInUser(t, providerOrgId, { roleIds: [2] });
  colleague = await signedInUser(t, providerOrgId, { roleIds: [3] });
  const otherOrgId = (await createOrganization(t.db, { name: 'Inland Telemetry' })).id;
  other = await signedInUser(t, otherOrgId, { roleIds: [1] });
  readOnly = await signedInUser(t, (await createOrganization(t.db, { organizationType: 3 })).id, { roleIds: [1] });
  supervisor = await signedInUser(t, (await createOrganization(t.db, { name: 'Operator' })).id, {
    roleIds: [1],
    isSupervisor: true,
  });
  liveFeed = await createFeed(t.db, { orgId: providerOrgId, name: 'Harbour tide gauge', typeId: 2 });
  fileFeed = await createFeed(t.db, { orgId: providerOrgId, name: 'Harbour yearly report', typeId: 1 });
  otherLiveFeed = await createFeed(t.db, { orgId: otherOrgId, name: 'Inland river level', typeId: 2 });
});
afterAll(() => t.close());

const call = (request: ApiCall) => callApi(t.app, request);

const pushBody = (overrides: Partial<TConnectorBody> = {}): TConnectorBody => ({
  name: 'Tide gauge push',
  description: 'Readings from the harbour gauges',
  category: 2,
  type: 1,
  metadataId: liveFeed,
  params: [],
  ...overrides,
});

async function createConnector(overrides: Partial<TConnectorBody> = {}, token = provider.token): Promise<TConnector> {
  const created = await call({ method: 'POST', url: '/connector', token, payload: pushBody(overrides) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function createClient(
  overrides: Partial<TApiClientBody> = {},
  token = provider.token,
): Promise<TApiClientWithToken> {
  const created = await call({
    method: 'POST',
    url: '/connector/api',
    token,
    payload: { name: 'Gauge uploader', type: 1, ...overrides },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const aacOf = async (member: SignedIn) => {
  const { body } = await call({
    method: 'GET',
    url: `/dashboard/v2/organization/${member.orgId}/summary`,
    token: member.token,
  });
  return body.counts.find((count: { code: string }) => count.code === 'AAC').count as number;
};

describe('lookups', () => {
  it('lists the connector types with their category and mode, cacheable', async () => {
    const { status, body, headers } = await call({ method: 'GET', url: '/connector/type' });
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('max-age=120');
    expect(
      body.map((type: { value: number; category: number; mode: string }) => [type.value, type.category, type.mode]),
    ).toEqual([
      [1, 2, 'push'],
      [2, 2, 'pull'],
      [3, 2, 'push'],
      [4, 1, 'push'],
    ]);
  });

  it.each([
    ['/connector/feedtype', [{ name: 'Continuous', value: 2 }]],
    [
      '/connector/category',
      [
        { name: 'Outbound', value: 1 },
        { name: 'Inbound', value: 2 },
      ],
    ],
    [
      '/connector/sdk/type',
      [
        { name: 'HTTP (REST)', value: 1 },
        { name: 'MQTT', value: 2 },
      ],
    ],
    [
      '/connector/api/type',
      [
        { name: 'Ingestion', value: 1 },
        { name: 'Data access', value: 2 },
      ],
    ],
  ])('%s answers its name and value pairs', async (url, expected) => {
    const { status, body } = await call({ method: 'GET', url });
    expect(status).toBe(200);
    expect(body).toEqual(expected);
  });

  it("answers a type's parameters for its own mode only, and 404 for an unknown type", async () => {
    const pull = await call({ method: 'GET', url: '/connector/type/2/pull/params' });
    expect(pull.status).toBe(200);
    expect(
      pull.body.map((param: { paramName: string; required: boolean }) => [param.paramName, param.required]),
    ).toEqual([
      ['url', true],
      ['intervalSeconds', false],
      ['format', true],
      ['authorization', false],
    ]);
    expect((await call({ method: 'GET', url: '/connector/type/2/push/params' })).body).toEqual([]);
    const push = await call({ method: 'GET', url: '/connector/type/1/push/params' });
    expect(push.body).toEqual([
      expect.objectContaining({ paramId: 1, kind: 'choice', options: ['jsonl', 'json', 'csv'] }),
    ]);
    expect((await call({ method: 'GET', url: '/connector/type/99/push/params' })).status).toBe(404);
  });
});

describe('connectors', () => {
  it('creates a push connector with its defaults filled in, the address its devices post to, and reads it back', async () => {
    const before = await aacOf(provider);
    const created = await createConnector();
    expect(created).toMatchObject({
      orgId: providerOrgId,
      name: 'Tide gauge push',
      category: 2,
      categoryName: 'Inbound',
      type: 1,
      typeName: 'HTTP push',
      mode: 'push',
      metadataId: liveFeed,
      metadataName: 'Harbour tide gauge',
      params: [{ paramId: 1, paramName: 'format', value: 'jsonl' }],
      status: 2,
      statusName: 'Active',
      ingestPath: `/ingest/${liveFeed}`,
    });
    expect(await aacOf(provider)).toBe(before + 1);
    // Every member of the organisation and the supervisor read it; another organisation finds nothing.
    for (const reader of [provider, colleague, supervisor]) {
      const read = await call({ method: 'GET', url: `/connector/${created.id}`, token: reader.token });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created);
    }
    expect((await call({ method: 'GET', url: `/connector/${created.id}`, token: other.token })).status).toBe(404);
  });

  it("refuses a configuration that breaks the type's rules with 'Connector Configuration is Invalid' and the fields", async () => {
    const response = await call({
      method: 'POST',
      url: '/connector',
      token: provider.token,
      payload: pushBody({
        type: 2,
        metadataId: fileFeed,
        params: [
          { paramId: 2, value: 'ftp://example.com/data' },
          { paramId: 3, value: '5' },
          { paramId: 6, value: 'not a pull parameter' },
        ],
      }),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.connectorInvalid);
    expect(response.body.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'body.metadataId',
      'body.params.0.value',
      'body.params.1.value',
      'body.params.2.paramId',
    ]);
  });

  it('refuses an inbound connector on a feed of another organisation and an outbound type as inbound', async () => {
    const foreign = await call({
      method: 'POST',
      url: '/connector',
      token: provider.token,
      payload: pushBody({ metadataId: otherLiveFeed }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual([
      { field: 'body.metadataId', message: 'Choose a continuous feed of your organisation' },
    ]);
    const mixed = await call({
      method: 'POST',
      url: '/connector',
      token: provider.token,
      payload: pushBody({ type: 4 }),
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.fields.map((field: { field: string }) => field.field)).toContain('body.type');
  });

  it("validates without saving: 'Valid', or 'Connector Configuration is Invalid' with the failing fields", async () => {
    const valid = await call({ method: 'PUT', url: '/connector/validate', token: provider.token, payload: pushBody() });
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ valid: true, message: 'Valid', fields: [] });
    const invalid = await call({
      method: 'PUT',
      url: '/connector/validate',
      token: provider.token,
      payload: pushBody({ type: 4, category: 1, params: [{ paramId: 2, value: 'https://consumer.example/hook' }] }),
    });
    expect(invalid.status).toBe(200);
    expect(invalid.body).toMatchObject({ valid: false, message: 'Connector Configuration is Invalid' });
    expect(invalid.body.fields).toEqual([{ field: 'params', message: `Signing secret: ${messages.required}` }]);
  });

  it('creates an outbound webhook on a feed the organisation was granted access to', async () => {
    await t.db.insert(feedAccesses).values({
      orgId: providerOrgId,
      feedId: otherLiveFeed,
      providerOrgId: other.orgId,
      state: 'granted',
      reason: 'Open to every member',
    });
    const outbound = await call({ method: 'GET', url: '/connector/metadata/outbound', token: provider.token });
    expect(outbound.body.data.content.map((feed: { id: number }) => feed.id)).toEqual(
      expect.arrayContaining([liveFeed, otherLiveFeed]),
    );
    const webhook = await createConnector({
      name: 'River level to our warehouse',
      category: 1,
      type: 4,
      metadataId: otherLiveFeed,
      params: [
        { paramId: 2, value: 'https://warehouse.example/hooks/river' },
        { paramId: 6, value: 'a-long-shared-secret-of-ours' },
      ],
    });
    expect(webhook).toMatchObject({ category: 1, type: 4, mode: 'push', ingestPath: null });
  });

  it('lists the inbound feeds: the organisation’s own continuous feeds only, paged with the total', async () => {
    const { status, body, headers } = await call({
      method: 'GET',
      url: '/connector/metadata/inbound?filter=Harbour',
      token: provider.token,
    });
    expect(status).toBe(200);
    expect(headers['x-total-count']).toBe('1');
    expect(body.data.content).toEqual([
      expect.objectContaining({ id: liveFeed, name: 'Harbour tide gauge', orgName: 'Harbour Sensors', typeId: 2 }),
    ]);
  });

  it("lists an organisation's connectors by name, 10 a page, filtered from 3 characters, for its members and the supervisor", async () => {
    for (const name of ['Zulu pier', 'Alpha pier', 'Mike pier']) await createConnector({ name });
    const page = await call({
      method: 'GET',
      url: `/connector/organization/${providerOrgId}/config?filter=pier`,
      token: colleague.token,
    });
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.data.content.map((row: TConnector) => row.name)).toEqual(['Alpha pier', 'Mike pier', 'Zulu pier']);
    const all = await call({
      method: 'GET',
      url: `/connector/organization/${providerOrgId}/config`,
      token: supervisor.token,
    });
    expect(all.status).toBe(200);
    expect(all.body.data.content.length).toBeLessThanOrEqual(10);
    expect(
      (await call({ method: 'GET', url: `/connector/organization/${providerOrgId}/config`, token: other.token }))
        .status,
    ).toBe(403);
  });

  it('updates a connector named in the body, toggles its status (counted in AAC) and deletes it', async () => {
    const created = await createConnector({ name: 'To change' });
    const updated = await call({
      method: 'PUT',
      url: '/connector',
      token: colleague.token,
      payload: { ...pushBody({ name: 'Changed', params: [{ paramId: 1, value: 'csv' }] }), id: created.id },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, name: 'Changed', params: [{ paramId: 1, value: 'csv' }] });

    const before = await aacOf(provider);
    const stopped = await call({ method: 'PUT', url: `/connector/${created.id}/status/1`, token: provider.token });
    expect(stopped.body).toMatchObject({ status: 1, statusName: 'Not active' });
    expect(await aacOf(provider)).toBe(before - 1);
    // Setting the status it already has changes no count.
    await call({ method: 'PUT', url: `/connector/${created.id}/status/1`, token: provider.token });
    expect(await aacOf(provider)).toBe(before - 1);
    expect(
      (await call({ method: 'PUT', url: `/connector/${created.id}/status/2`, token: provider.token })).body.status,
    ).toBe(2);
    expect(await aacOf(provider)).toBe(before);

    const removed = await call({ method: 'DELETE', url: `/connector/${created.id}`, token: provider.token });
    expect(removed.status).toBe(200);
    expect(await aacOf(provider)).toBe(before - 1);
    expect((await call({ method: 'GET', url: `/connector/${created.id}`, token: provider.token })).status).toBe(404);
  });

  it('refuses changes by another organisation (404), the supervisor and a read-only organisation (403)', async () => {
    const created = await createConnector({ name: 'Guarded' });
    const attempts = (id: number): ApiCall[] => [
      { method: 'PUT', url: '/connector', payload: { ...pushBody(), id } },
      { method: 'PUT', url: `/connector/${id}/status/1` },
      { method: 'DELETE', url: `/connector/${id}` },
    ];
    for (const attempt of attempts(created.id)) {
      expect((await call({ ...attempt, token: other.token })).status, attempt.url).toBe(404);
      expect((await call({ ...attempt, token: supervisor.token })).status, attempt.url).toBe(403);
    }
    const refused = await call({ method: 'POST', url: '/connector', token: readOnly.token, payload: pushBody() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('A read-only organisation cannot manage connectors or API clients');
    expect((await call({ method: 'GET', url: `/connector/${created.id}`, token: provider.token })).body.name).toBe(
      'Guarded',
    );
  });

  it("answers a connector's metrics: its figures and 30 days of records and calls", async () => {
    const created = await createConnector({ name: 'Measured' });
    const { status, body } = await call({
      method: 'GET',
      url: `/connector/summary/${created.id}`,
      token: supervisor.token,
    });
    expect(status).toBe(200);
    expect(body.connectorConfig).toEqual(created);
    expect(body.metrics).toEqual([
      { name: 'Records', value: 0 },
      { name: 'Calls', value: 0 },
      { name: 'Refused calls', value: 0 },
      { name: 'Chunks', value: 0 },
    ]);
    expect(body.headerMetric).toEqual({ name: 'Records today', value: 0 });
    expect(body.graph.map((series: { title: string }) => series.title)).toEqual(['Records', 'Calls']);
    expect(body.graph[0].transactions).toHaveLength(30);
    expect((await call({ method: 'GET', url: `/connector/summary/${created.id}`, token: other.token })).status).toBe(
      404,
    );
  });
});

describe('API clients', () => {
  it('creates a client with a token shown once and stored only as its hash', async () => {
    const before = await aacOf(provider);
    const created = await createClient();
    expect(created.token).toMatch(/^fmk_[\w-]{43}$/);
    expect(created).toMatchObject({
      orgId: providerOrgId,
      name: 'Gauge uploader',
      type: 1,
      typeName: 'Ingestion',
      status: 2,
    });
    expect(created.token.startsWith(created.tokenHint.replace('…', ''))).toBe(true);
    const [row] = await t.db.select().from(apiClients).where(eq(apiClients.id, created.id));
    expect(row!.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(await aacOf(provider)).toBe(before + 1);

    const list = await call({
      method: 'GET',
      url: `/connector/api/organization/${providerOrgId}/config`,
      token: provider.token,
    });
    expect(list.status).toBe(200);
    const listed = list.body.data.content.find((client: { id: number }) => client.id === created.id);
    expect(listed).toBeDefined();
    expect(listed.token).toBeUndefined();
    expect(JSON.stringify(list.body)).not.toContain(created.token);
  });

  it('regenerates the token: a new one, different, and the stored hash replaced', async () => {
    const created = await createClient({ name: 'Rotated' });
    const regenerated = await call({ method: 'PUT', url: `/connector/api/${created.id}/token`, token: provider.token });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.token).not.toBe(created.token);
    const [row] = await t.db.select().from(apiClients).where(eq(apiClients.id, created.id));
    expect(row!.tokenHash).toBe(hashToken(regenerated.body.token));
  });

  it('renames a client keeping its token, toggles its status (AAC) and deletes it', async () => {
    const created = await createClient({ name: 'Before' });
    const updated = await call({
      method: 'PUT',
      url: '/connector/api',
      token: colleague.token,
      payload: { id: created.id, name: 'After', type: 2 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'After',
      type: 2,
      typeName: 'Data access',
      tokenHint: created.tokenHint,
    });
    const before = await aacOf(provider);
    expect(
      (await call({ method: 'PUT', url: `/connector/api/${created.id}/status/1`, token: provider.token })).body.status,
    ).toBe(1);
    expect(await aacOf(provider)).toBe(before - 1);
    expect((await call({ method: 'DELETE', url: `/connector/api/${created.id}`, token: provider.token })).status).toBe(
      200,
    );
    // It was not active: deleting it changes no count.
    expect(await aacOf(provider)).toBe(before - 1);
    const [row] = await t.db.select().from(apiClients).where(eq(apiClients.id, created.id));
    expect(row).toBeUndefined();
  });

  it('answers the usage graph by DAY (30), WEEK and MONTH (12), zero without calls', async () => {
    const created = await createClient({ name: 'Quiet' });
    const byDay = await call({ method: 'GET', url: `/connector/api/summary/${created.id}`, token: provider.token });
    expect(byDay.status).toBe(200);
    expect(byDay.body).toMatchObject({ id: created.id, interval: 'DAY', total: 0 });
    expect(byDay.body.graph[1]).toMatchObject({ title: 'Calls' });
    expect(byDay.body.graph[1].transactions).toHaveLength(30);
    expect(byDay.body.graph[1].transactions.every((entry: { count: number }) => entry.count === 0)).toBe(true);
    const byWeek = await call({
      method: 'GET',
      url: `/connector/api/summary/${created.id}?interval=WEEK`,
      token: supervisor.token,
    });
    expect(byWeek.body.graph[0].transactions).toHaveLength(12);
    expect(
      (await call({ method: 'GET', url: `/connector/api/summary/${created.id}?interval=YEAR`, token: provider.token }))
        .status,
    ).toBe(400);
    expect(
      (await call({ method: 'GET', url: `/connector/api/summary/${created.id}`, token: other.token })).status,
    ).toBe(404);
  });

  it('refuses clients to read-only organisations, changes by others (404) and by the supervisor (403)', async () => {
    const refused = await call({
      method: 'POST',
      url: '/connector/api',
      token: readOnly.token,
      payload: { name: 'Nope', type: 1 },
    });
    expect(refused.status).toBe(403);
    const created = await createClient({ name: 'Guarded client' });
    const attempts: ApiCall[] = [
      { method: 'PUT', url: '/connector/api', payload: { id: created.id, name: 'Taken', type: 1 } },
      { method: 'PUT', url: `/connector/api/${created.id}/status/1` },
      { method: 'PUT', url: `/connector/api/${created.id}/token` },
      { method: 'DELETE', url: `/connector/api/${created.id}` },
    ];
    for (const attempt of attempts) {
      expect((await call({ ...attempt, token: other.token })).status, attempt.url).toBe(404);
      expect((await call({ ...attempt, token: supervisor.token })).status, attempt.url).toBe(403);
    }
    const [row] = await t.db.select().from(apiClients).where(eq(apiClients.id, created.id));
    expect(row).toMatchObject({ name: 'Guarded client', status: 2, tokenHash: hashToken(created.token) });
    expect(
      (await call({ method: 'GET', url: `/connector/api/organization/${providerOrgId}/config`, token: other.token }))
        .status,
    ).toBe(403);
  });
});
