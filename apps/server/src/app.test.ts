import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, completeFeedBody, createUser, login as signIn } from './test/factories';
import { abandonedTempMs, diskTempDirName } from './storage/disk-blob-store';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('serves the same routes under /api/v1', async () => {
  const v1 = await t.app.inject({ method: 'GET', url: '/api/v1/domain/5' });
  const v2 = await t.app.inject({ method: 'GET', url: '/api/v2/domain/5' });
  expect(v1.statusCode).toBe(200);
  expect(v1.json()).toEqual(v2.json());
});

it('answers unknown API addresses with a JSON 404', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/no/such/thing' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'No such address: GET /api/v2/no/such/thing', code: 'NOT_FOUND' });
});

it('sends security headers', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/domain/5' });
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect((await t.app.inject({ method: 'GET', url: '/api/v2/no/such/thing' })).headers['x-frame-options']).toBe(
    'SAMEORIGIN',
  );
});

it('leaves the security headers out of a 304, which has nothing to render', async () => {
  const user = await createUser(t.db);
  const { token } = await signIn(t.app, user.username);
  const url = `/api/v2/notification/v2/user/${user.id}/unread/count`;
  const first = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(first.headers['x-content-type-options']).toBe('nosniff');
  const again = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), 'if-none-match': first.headers.etag as string },
  });
  expect(again.statusCode).toBe(304);
  expect(again.headers.etag).toBe(first.headers.etag);
  expect(again.headers['content-security-policy']).toBeUndefined();
  expect(again.headers['x-content-type-options']).toBeUndefined();
});

describe('bodies the API does not read', () => {
  const login = { username: 'someone', password: 'something' };

  it.each([
    ['text/plain', JSON.stringify(login)],
    ['application/xml', '<login><username>someone</username></login>'],
    ['no content type', JSON.stringify(login)],
  ])('answer 415 to %s', async (contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: contentType === 'no content type' ? {} : { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answer 415 to a member before validation, and change nothing', async () => {
    const { token } = await signIn(t.app, (await createUser(t.db)).username);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/metadata',
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: JSON.stringify(completeFeedBody()),
    });
    expect(created.statusCode).toBe(415);
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/metadata', headers: bearer(token) });
    expect(list.headers['x-total-count']).toBe('0');
  });

  it('answer 415 to multipart where a route reads JSON, and to JSON where it reads multipart', async () => {
    const { token } = await signIn(t.app, (await createUser(t.db)).username);
    const form = new FormData();
    form.append('username', 'someone');
    const multipart = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: form });
    expect(multipart.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/dataset/1/content/upload',
      headers: bearer(token),
      payload: { file: 'not a file' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the file as multipart/form-data');
  });
});

describe('temporary upload files left by a stopped process', () => {
  let root: string;
  let tempDir: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'feedmarket-sweep-'));
    tempDir = path.join(root, diskTempDirName);
    await mkdir(tempDir);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const leaveTempFile = async (name: string, untouchedForMs: number) => {
    await writeFile(path.join(tempDir, name), 'half an upload');
    const modified = new Date(Date.now() - untouchedForMs);
    await utimes(path.join(tempDir, name), modified, modified);
  };
  const abandoned = abandonedTempMs + 60_000;

  it('are swept when the server starts, and recent ones are kept', async () => {
    await leaveTempFile('killed-before-start', abandoned);
    await leaveTempFile('another-instance-writing', 1000);
    const started = await createTestApp({ blobStore: { kind: 'disk', root } });
    try {
      await started.app.backgroundWork.settled();
      expect(await readdir(tempDir)).toEqual(['another-instance-writing']);
    } finally {
      await started.close();
    }
  });

  it('are swept on a timer while the server runs', async () => {
    const running = await createTestApp({ blobStore: { kind: 'disk', root } }, { sweepIntervalMs: 50 });
    try {
      await running.app.backgroundWork.settled();
      await leaveTempFile('killed-while-running', abandoned);
      await vi.waitFor(async () => expect(await readdir(tempDir)).toEqual(['another-instance-writing']), {
        timeout: 5_000,
      });
    } finally {
      await running.close();
    }
  });
});

// The ISIC codes: a public JSON answer of many kilobytes.
const largeAnswer = '/api/v2/domain/isiccode';

it.each([
  ['gzip', gunzipSync],
  ['br', brotliDecompressSync],
] as const)('sends a large JSON answer %s-encoded to a browser that accepts it', async (encoding, decompress) => {
  const plain = await t.app.inject({ method: 'GET', url: largeAnswer, headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(1024);

  const compressed = await t.app.inject({ method: 'GET', url: largeAnswer, headers: { 'accept-encoding': encoding } });

  expect(compressed.statusCode).toBe(200);
  expect(compressed.headers['content-encoding']).toBe(encoding);
  expect(compressed.headers.vary).toContain('accept-encoding');
  expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  expect(JSON.parse(decompress(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
});

it('sends a small answer as it is', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v2/domain/app/feedmarket',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.length).toBeLessThan(1024);
  expect(response.headers['content-encoding']).toBeUndefined();
});
