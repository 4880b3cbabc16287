import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

it('serves the OpenAPI document generated from the contract', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  const document = response.json();
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/auth/login', '/user/register', '/domain/{query}', '/domain/isiccode']),
  );
  expect(Object.keys(document.paths).some((path) => path.startsWith('/api/v1'))).toBe(false);
  expect(document.paths['/auth/passwordchange'].post.security).toEqual([{ bearerAuth: [] }]);
  expect(document.paths['/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
    'username',
    'password',
  ]);
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
});

it('refuses unsupported content types with 415', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    headers: { 'content-type': 'application/xml' },
    payload: '<login><username>a</username></login>',
  });
  expect(response.statusCode).toBe(415);
  expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
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
