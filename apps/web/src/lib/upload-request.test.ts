import { describe, expect, it, vi } from 'vitest';

import { routes } from '@feedmarket/contract/routes';

import { ApiError, type ApiClientConfig } from './api-client';
import { createUploadApi, type UploadRequest } from './upload-request';

/** Stands in for XMLHttpRequest: records what is sent, and answers when the test says so. */
class FakeRequest implements UploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: UploadRequest['upload'] = { onprogress: null };
  onload: UploadRequest['onload'] = null;
  onerror: UploadRequest['onerror'] = null;
  onabort: UploadRequest['onabort'] = null;

  open(method: string, url: string | URL): void {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null): void {
    this.body = body;
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.(event);
  }
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown, statusText = ''): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.(event);
  }
}

// The handlers ignore their event; node has no ProgressEvent to make one with.
const event = {} as ProgressEvent;

function setup(overrides: Partial<ApiClientConfig> = {}) {
  const requests: FakeRequest[] = [];
  const onUnauthorized = vi.fn();
  const upload = createUploadApi(
    {
      fetch: () => Promise.reject(new Error('uploads do not fetch')),
      getToken: () => 'token-1',
      getCampaignId: () => 'spring',
      onUnauthorized,
      ...overrides,
    },
    () => {
      const request = new FakeRequest();
      requests.push(request);
      return request;
    },
  );
  return { upload, requests, onUnauthorized };
}

const content = {
  id: 7,
  datasetId: 12,
  fileName: 'a.csv',
  originalName: 'a.csv',
  trackingId: null,
  contentType: 'text/csv',
  size: 2,
  sha256: 'x',
  dataStart: null,
  dataEnd: null,
  createdAt: '2026-01-01T00:00:00Z',
  createUserName: null,
};

describe('createUploadApi', () => {
  it('posts the form to the route with the bearer token and campaign, and reports progress', async () => {
    const { upload, requests } = setup();
    const body = new FormData();
    const progress = vi.fn();
    const answer = upload(routes.datasets.upload, { params: { datasetId: 12 }, body, onProgress: progress });
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v2/dataset/12/content/upload', body });
    expect(request!.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer token-1',
      'X-CAMPAIGN-ID': 'spring',
    });
    request!.progress(50, 200);
    request!.answer(201, content);
    await expect(answer).resolves.toEqual(content);
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 200 });
  });

  it("rejects with the server's message, as callApi does", async () => {
    const { upload, requests } = setup();
    const answer = upload(routes.datasets.uploadMulti, { params: { datasetId: 3 }, body: new FormData() });
    requests[0]!.answer(413, { message: 'The file is larger than 8 MiB', code: 'TOO_LARGE' }, 'Payload Too Large');
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'TOO_LARGE', serverMessage: 'The file is larger than 8 MiB' });
  });

  it('ends the session on 401 and says so as an ApiError', async () => {
    const { upload, requests, onUnauthorized } = setup();
    const answer = upload(routes.datasets.upload, { params: { datasetId: 1 }, body: new FormData() });
    requests[0]!.answer(401, { message: 'Sign in again', code: 'UNAUTHORIZED' });
    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('rejects a dropped connection as a network error without ending the session', async () => {
    const { upload, requests, onUnauthorized } = setup();
    const answer = upload(routes.datasets.upload, { params: { datasetId: 1 }, body: new FormData() });
    requests[0]!.onerror?.(event);
    await expect(answer).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('aborts the request when the signal fires', async () => {
    const { upload, requests } = setup();
    const controller = new AbortController();
    const answer = upload(routes.datasets.upload, {
      params: { datasetId: 1 },
      body: new FormData(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests[0]!.aborted).toBe(true);
  });
});
