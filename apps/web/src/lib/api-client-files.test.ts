import { describe, expect, it, vi } from 'vitest';

import { routes } from '@feedmarket/contract/routes';

import { ApiError, createFileApiClient } from './api-client';

function setup(respond: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const onUnauthorized = vi.fn();
  const callFileApi = createFileApiClient({
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return respond();
    },
    getToken: () => 'token-1',
    getCampaignId: () => null,
    onUnauthorized,
  });
  return { callFileApi, calls, onUnauthorized };
}

describe('createFileApiClient', () => {
  it('answers the bytes and the Content-Disposition name, with the bearer token', async () => {
    const { callFileApi, calls } = setup(
      () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename=content.zip' },
        }),
    );
    const answer = await callFileApi(routes.datasets.downloadSelectedPost, {
      params: { datasetId: 9 },
      body: { ids: [1, 2] },
    });
    expect(answer.fileName).toBe('content.zip');
    expect(new Uint8Array(await answer.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    const [call] = calls;
    expect(call!.url).toBe('/api/v2/dataset/9/content/download/multi');
    expect(call!.init.method).toBe('POST');
    expect(call!.init.body).toBe('{"ids":[1,2]}');
    const headers = new Headers(call!.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept')).toBe('*/*');
  });

  it('answers a null name when the server gives none', async () => {
    const { callFileApi } = setup(() => new Response('x'));
    expect((await callFileApi(routes.datasets.download, { params: { contentId: 1 } })).fileName).toBeNull();
  });

  it("turns a refusal into an ApiError with the server's message", async () => {
    const { callFileApi, onUnauthorized } = setup(
      () =>
        new Response(JSON.stringify({ message: 'No content 5', code: 'NOT_FOUND' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = await callFileApi(routes.datasets.download, { params: { contentId: 5 } }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'No content 5' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
