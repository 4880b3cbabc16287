import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
