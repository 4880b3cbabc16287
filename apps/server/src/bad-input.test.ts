import type { TFeedBody } from '@feedmarket/contract/catalog/metadata.schemas';
import { messages } from '@feedmarket/contract/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintDatabase } from './test/db-fingerprint';
import { bearer, completeFeedBody, createUser, login } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';

// Regression tests for the kinds of input that once answered 500: each is now a 400 naming the
// field, and the database is left as it was.

let t: TestApp;
let headers: Record<string, string>;
let feedId: number;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db, { roleIds: [1] });
  const profile = await login(t.app, user.username);
  headers = bearer(profile.token);
  orgId = profile.orgid;
  const created = await t.app.inject({ method: 'POST', url: '/api/v2/metadata', payload: completeFeedBody(), headers });
  feedId = created.json<{ id: number }>().id;
});
afterAll(() => t.close());

type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; anonymous?: boolean };

/** Sends a request and expects a 400 naming `field`, with nothing written. */
async function expectRefused(
  { method, url, payload, anonymous }: Request,
  field: string,
  extraHeaders: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const before = await fingerprintDatabase(t.db);
  const response = await t.app.inject({
    method,
    url: `/api/v2${url}`,
    payload: payload as string | object | undefined,
    headers: { ...(anonymous ? {} : headers), ...extraHeaders },
  });
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json<{ code: string; fields?: { field: string }[] }>();
  expect(answer.code).toBe('BAD_REQUEST');
  expect(answer.fields?.map((failing) => failing.field)).toContain(field);
  expect(await fingerprintDatabase(t.db)).toEqual(before);
  return response;
}

const feedWith = (overrides: Partial<TFeedBody>) => completeFeedBody(overrides);
const messageOf = (response: LightMyRequestResponse, field: string) =>
  response.json<{ fields: { field: string; message: string }[] }>().fields.find((failing) => failing.field === field)
    ?.message;

describe('integers beyond an integer column', () => {
  const tooBig = 2 ** 31;

  it('are refused in paths, even without signing in', async () => {
    await expectRefused({ method: 'GET', url: `/domain/${tooBig}`, anonymous: true }, 'params.query');
    await expectRefused({ method: 'GET', url: `/metadata/${tooBig}`, anonymous: true }, 'params.id');
    await expectRefused({ method: 'PUT', url: `/metadata/${feedId}/status/${tooBig}` }, 'params.status');
  });

  it('are refused in queries', async () => {
    await expectRefused({ method: 'GET', url: `/metadata?status=${tooBig}` }, 'querystring.status');
    await expectRefused({ method: 'GET', url: `/metadata/list?typeId=${tooBig}` }, 'querystring.typeId');
    await expectRefused({ method: 'GET', url: `/metadata?pageNum=${tooBig}` }, 'querystring.pageNum');
    await expectRefused(
      { method: 'GET', url: `/dataset/${feedId}/content/download/multi?ids=1,${tooBig}` },
      'querystring.ids',
    );
    await expectRefused({ method: 'DELETE', url: `/dataset/${feedId}/content?ids=99999999999` }, 'querystring.ids');
  });

  it('are refused in bodies', async () => {
    await expectRefused(
      { method: 'POST', url: `/dataset/${feedId}/content/download/multi`, payload: { ids: [tooBig] } },
      'body.ids.0',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/metadata',
        payload: feedWith({ ownership: { originators: [{ originatorId: tooBig, name: 'USGS' }], owners: [] } }),
      },
      'body.ownership.originators.0.originatorId',
    );
    const [container] = completeFeedBody().containers!;
    await expectRefused(
      {
        method: 'PUT',
        url: '/metadata',
        payload: { ...feedWith({ containers: [{ ...container!, parentId: tooBig }] }), id: feedId },
      },
      'body.containers.0.parentId',
    );
    await expectRefused(
      { method: 'POST', url: '/search/metadata/v2', payload: { filters: { sensorType: [tooBig] } }, anonymous: true },
      'body.filters.sensorType.0',
    );
  });

  it('are refused at registration', async () => {
    const registration = {
      name: 'Acme Sensing',
      country: tooBig,
      isicCode: ['3600'],
      users: [
        {
          firstname: 'Jane',
          lastname: 'Doe',
          username: 'janedoe1',
          password: 'secret123',
          email: [{ emailAddress: 'jane@example.org', emailType: tooBig }],
        },
      ],
    };
    const response = await expectRefused(
      { method: 'POST', url: '/user/register', payload: registration, anonymous: true },
      'body.country',
    );
    expect(response.json<{ fields: { field: string }[] }>().fields.map((failing) => failing.field)).toContain(
      'body.users.0.email.0.emailType',
    );
  });
});

describe('a NUL character in text', () => {
  it('is refused at sign-in and reset with the message that says why', async () => {
    const response = await expectRefused(
      { method: 'POST', url: '/auth/login', payload: { username: 'a\u0000b', password: 'secret123' }, anonymous: true },
      'body.username',
    );
    expect(messageOf(response, 'body.username')).toBe(messages.unstorableText);
    await expectRefused(
      { method: 'POST', url: '/auth/emailReset?user_or_email=%00', anonymous: true },
      'querystring.user_or_email',
    );
  });

  it('is refused in the filter of every kind of list', async () => {
    for (const url of [
      '/metadata',
      `/metadata/org/${orgId}`,
      `/dashboard/organization/${orgId}/metadata`,
      `/dashboard/organization/${orgId}/dataset`,
      `/dataset/${feedId}/content`,
    ]) {
      await expectRefused({ method: 'GET', url: `${url}?filter=abc%00` }, 'querystring.filter');
    }
  });

  it('is refused in feed texts', async () => {
    await expectRefused(
      { method: 'POST', url: '/metadata', payload: feedWith({ meta: { name: 'River', description: 'Level\u0000' } }) },
      'body.meta.description',
    );
    await expectRefused(
      { method: 'POST', url: '/search/metadata/v2', payload: { text: 'river\u0000' }, anonymous: true },
      'body.text',
    );
  });
});

describe('a lone surrogate in text', () => {
  it('is refused in feed texts instead of being stored as U+FFFD', async () => {
    const [dataset] = completeFeedBody().dataset!;
    const response = await expectRefused(
      {
        method: 'POST',
        url: '/metadata',
        payload: feedWith({
          meta: { name: 'River \ud800 gauge' },
          dataset: [{ ...dataset!, schemaInfo: { ...dataset!.schemaInfo, body: 'level \udc00' } }],
        }),
      },
      'body.meta.name',
    );
    expect(messageOf(response, 'body.dataset.0.schemaInfo.body')).toBe(messages.unstorableText);
  });

  it('keeps characters written as a surrogate pair', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/metadata',
      payload: feedWith({ meta: { name: 'River gauge \ud83c\udf0a' } }),
      headers,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ meta: { name: string } }>().meta.name).toBe('River gauge 🌊');
  });
});

const multipart = (boundary: string, parts: string[]) =>
  `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;
const infoPart = (info: object) => `Content-Disposition: form-data; name="info"\r\n\r\n${JSON.stringify(info)}`;
const filePart = 'Content-Disposition: form-data; name="file"; filename="levels.csv"\r\n\r\nlevel\n1.2';

describe('dates that match the pattern but do not exist', () => {
  it('are refused in the info of an upload', async () => {
    const response = await expectRefused(
      {
        method: 'POST',
        url: `/dataset/${feedId}/content/upload`,
        payload: multipart('x', [infoPart({ dataStart: '2026-02-31T25:61:61Z' }), filePart]),
      },
      'info.dataStart',
      { 'content-type': 'multipart/form-data; boundary=x' },
    );
    expect(messageOf(response, 'info.dataStart')).toBe(messages.unknownDate);
  });
});

describe('filter values that name no option of their lookup', () => {
  it.each([
    ['/search/metadata/v2', {}],
    [
      '/search/metadata/clusters',
      { bounds: { bottomLeft: { lat: 0, lon: 0 }, upperRight: { lat: 10, lon: 10 } }, zoom: 3 },
    ],
    ['/search/metadata/suggest', { text: 'river' }],
    ['/search/metadata/options', { filter: 'format' }],
    ['/search/metadata/location', { point: { lat: 47.6, lon: -122.3 } }],
  ])('are refused by %s, each value named', async (url, body) => {
    const response = await expectRefused(
      {
        method: 'POST',
        url,
        payload: { ...body, filters: { country: [840, -1], isicCode: ['3600', 'U'], format: [501, 999_999] } },
        anonymous: true,
      },
      'body.filters.country.1',
    );
    const fields = response.json<{ fields: { field: string }[] }>().fields.map((failing) => failing.field);
    expect(fields).toEqual(['body.filters.country.1', 'body.filters.format.1']);
  });
});

describe('decimals too small for the database to compute with', () => {
  it('are kept to 9 decimal places, so a map search answers', async () => {
    const bounds = { bottomLeft: { lat: -5e-324, lon: 0 }, upperRight: { lat: 1e-200, lon: 0 } };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/search/metadata/clusters',
      payload: { bounds, zoom: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('lookup values no lookup has', () => {
  it('are refused in the locations of a group, as in a feed', async () => {
    const group = { meta: { name: 'Gauges' }, containers: [{ type: 100_000_000, location: {} }] };
    await expectRefused({ method: 'POST', url: `/metadata/group/${feedId}`, payload: group }, 'containers.0.type');
  });
});

describe('a multipart body that cannot be read', () => {
  const upload = (payload: string, contentType: string) =>
    expectRefused({ method: 'POST', url: `/dataset/${feedId}/content/upload`, payload }, 'body', {
      'content-type': contentType,
    });

  it('is refused without a boundary', async () => {
    await upload(multipart('x', [filePart]), 'multipart/form-data');
  });

  it('is refused when cut short inside a file', async () => {
    await upload(`--x\r\n${filePart}`, 'multipart/form-data; boundary=x');
  });

  it('is refused when its boundary is too long to search for', async () => {
    const boundary = 'b'.repeat(300);
    await upload(multipart(boundary, [filePart]), `multipart/form-data; boundary=${boundary}`);
  });
});

describe('addresses', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.org/feed'])(
    'accept only http(s), not %s',
    async (address) => {
      await expectRefused(
        { method: 'POST', url: '/metadata', payload: feedWith({ identifier: { uri: address } }) },
        'body.identifier.uri',
      );
      await expectRefused(
        { method: 'POST', url: '/metadata', payload: feedWith({ meta: { name: 'River', imageUrl: address } }) },
        'body.meta.imageUrl',
      );
    },
  );
});
