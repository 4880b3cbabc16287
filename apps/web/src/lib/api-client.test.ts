import { describe, expect, it, vi } from 'vitest';

import { routes } from '@feedmarket/contract/routes';

import {
  ApiError,
  createApiClient,
  createConditionalApiClient,
  createPagedApiClient,
  errorMessage,
  type ApiClientConfig,
} from './api-client';

type Call = { url: string; init: RequestInit };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(respond: () => Response | Promise<Response>, overrides: Partial<ApiClientConfig> = {}) {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  const callApi = createApiClient({
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return respond();
    },
    getToken: () => 'token-1',
    getCampaignId: () => null,
    onUnauthorized,
    ...overrides,
  });
  return { callApi, calls, onUnauthorized };
}

const profile = {
  token: 't',
  tokenlifeseconds: 3600,
  username: 'consumer',
  displayname: 'Demo Consumer',
  userid: 3,
  orgid: 2,
  orgname: 'Demo Org',
  tabs: ['summary'],
  orgType: 60,
  tabConfig: { defaultTab: 'summary', tabs: [{ id: 'summary', displayText: 'Summary', sort: 1 }] },
  roles: [{ id: 1, name: 'Admin' }],
  supervisor: false,
  lastlogin: null,
};

describe('callApi', () => {
  it('sends JSON to the route path under the API base and answers the parsed body', async () => {
    const { callApi, calls } = setup(() => jsonResponse(200, profile));
    const answer = await callApi(routes.auth.login, { body: { username: 'consumer', password: 'demo1234' } });

    expect(answer.displayname).toBe('Demo Consumer');
    expect(calls[0]?.url).toBe('/api/v2/auth/login');
    expect(calls[0]?.init.method).toBe('POST');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ username: 'consumer', password: 'demo1234' });
  });

  it('fills path parameters and the query string', async () => {
    const { callApi, calls } = setup(() => jsonResponse(200, { message: 'sent' }));
    await callApi(routes.domain.states, { params: { id: 840 } });
    await callApi(routes.auth.emailReset, { query: { user_or_email: 'a b@example.com' } });

    expect(calls[0]?.url).toBe('/api/v2/domain/country/840/state');
    expect(calls[1]?.url).toBe('/api/v2/auth/emailReset?user_or_email=a+b%40example.com');
  });

  it('adds the bearer token and the campaign id', async () => {
    const { callApi, calls } = setup(() => jsonResponse(200, []), { getCampaignId: () => 'spring-2025' });
    await callApi(routes.accounts.userTabs, { params: { userId: 3 } });

    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('X-CAMPAIGN-ID')).toBe('spring-2025');
  });

  it('prefers an explicit token and sends no campaign header without a campaign', async () => {
    const { callApi, calls } = setup(() => jsonResponse(200, profile));
    await callApi(routes.auth.session, { token: 'remembered' });

    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer remembered');
    expect(headers.has('X-CAMPAIGN-ID')).toBe(false);
  });

  it("sends a call's own headers beside the session's, which they cannot replace", async () => {
    const { callApi, calls } = setup(() => jsonResponse(200, {}));
    await callApi(routes.workspace.lock, {
      params: { orgId: 2, workspaceId: 5 },
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer other' },
    });

    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends form routes form-encoded and reads an empty success answer as null', async () => {
    const { callApi, calls } = setup(() => new Response(null, { status: 200 }));
    const answer = await callApi(routes.auth.newPassword, {
      body: { password: 'secret12', confirm_password: 'secret12', token: 'key' },
    });

    expect(answer).toBeNull();
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(calls[0]?.init.body)).toBe('password=secret12&confirm_password=secret12&token=key');
  });

  it('throws an ApiError with the server message, code and fields', async () => {
    const { callApi } = setup(() =>
      jsonResponse(400, {
        message: 'Bad input',
        code: 'validation',
        fields: [{ field: 'users.0.username', message: 'The field is invalid' }],
      }),
    );
    const error = await callApi(routes.auth.login, { body: { username: 'x', password: 'y' } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Bad input',
      code: 'validation',
      serverMessage: 'Bad input',
      fields: [{ field: 'users.0.username', message: 'The field is invalid' }],
    });
  });

  it('gives a generic error when the failure body is not an API error', async () => {
    const { callApi } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await callApi(routes.domain.restrictedEmails).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 502, code: 'http_error', serverMessage: undefined });
    expect(errorMessage(error, 'Error occured!')).toBe('Error occured!');
  });

  it('ends the session on a 401 from a member call', async () => {
    const { callApi, onUnauthorized } = setup(() => jsonResponse(401, { message: 'Expired', code: 'unauthorized' }));
    await expect(callApi(routes.accounts.userTabs, { params: { userId: 3 } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end the session when sign-in itself answers 401', async () => {
    const { callApi, onUnauthorized } = setup(() =>
      jsonResponse(401, { message: 'Wrong password', code: 'unauthorized' }),
    );
    await expect(callApi(routes.auth.login, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not end a session it never sent', async () => {
    const { callApi, onUnauthorized } = setup(() => jsonResponse(401, { message: 'No token', code: 'unauthorized' }), {
      getToken: () => null,
    });
    await expect(callApi(routes.accounts.userTabs, { params: { userId: 3 } })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    const { callApi } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi(routes.domain.isicCodes)).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('callPagedApi', () => {
  const row = { id: 7, name: 'River gauge' };
  const paged = (headers: Record<string, string>) =>
    createPagedApiClient({
      fetch: async () =>
        new Response(JSON.stringify({ data: { content: [row] } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
      getToken: () => 'token-1',
      getCampaignId: () => null,
      onUnauthorized: vi.fn(),
    });

  it('answers the rows of the page and the total from x-total-count', async () => {
    const page = await paged({ 'x-total-count': '42' })(routes.metadata.list, { query: { pageNum: 2 } });
    expect(page).toEqual({ content: [row], total: 42 });
  });

  it('keeps what the page carries beside its rows', async () => {
    const totals = [{ currency: 'USD', amount: 12.5, count: 1 }];
    const call = createPagedApiClient({
      fetch: async () => jsonResponse(200, { data: { content: [], totals } }),
      getToken: () => null,
      getCampaignId: () => null,
      onUnauthorized: vi.fn(),
    });
    const page = await call(routes.finance.list, { params: { orgId: 2 }, query: { direction: 'inbound' } });
    expect(page).toEqual({ content: [], totals, total: 0 });
  });

  it('counts the rows when the total header is missing', async () => {
    const page = await paged({})(routes.metadata.list, { query: {} });
    expect(page.total).toBe(1);
  });
});

describe('callConditionalApi', () => {
  function conditional(respond: () => Response) {
    const calls: Call[] = [];
    const call = createConditionalApiClient({
      fetch: async (input, init) => {
        calls.push({ url: String(input), init: init ?? {} });
        return respond();
      },
      getToken: () => 'token-1',
      getCampaignId: () => null,
      onUnauthorized: vi.fn(),
    });
    return { call, calls };
  }
  const params = { params: { userId: 3 } };

  it('sends no If-None-Match the first time and answers the data with its ETag', async () => {
    const { call, calls } = conditional(
      () => new Response(JSON.stringify({ count: 2 }), { status: 200, headers: { ETag: '"7"' } }),
    );
    const answer = await call(routes.notifications.unreadCount, null, params);
    expect(answer).toEqual({ notModified: false, data: { count: 2 }, etag: '"7"' });
    expect(new Headers(calls[0]!.init.headers).has('If-None-Match')).toBe(false);
  });

  it('sends the ETag it has and reads 304 as unchanged', async () => {
    const { call, calls } = conditional(() => new Response(null, { status: 304, headers: { ETag: '"7"' } }));
    expect(await call(routes.notifications.unreadCount, '"7"', params)).toEqual({ notModified: true });
    expect(new Headers(calls[0]!.init.headers).get('If-None-Match')).toBe('"7"');
  });

  it('still refuses errors as ApiError', async () => {
    const { call } = conditional(() => jsonResponse(403, { message: 'No', code: 'FORBIDDEN' }));
    await expect(call(routes.notifications.unreadCount, '"7"', params)).rejects.toMatchObject({ status: 403 });
  });
});
