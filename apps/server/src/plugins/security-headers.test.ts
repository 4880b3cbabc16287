import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const options = { contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } } };

it("works out helmet's headers once", () => {
  const headers = securityHeaders(options);
  expect(headers['content-security-policy']).toContain("img-src 'self' data:");
  expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
  expect(Object.keys(headers)).toHaveLength(12);
});

it('sends them with every answer but a 304, and keeps a header the route set', async () => {
  const app = Fastify();
  registerSecurityHeaders(app, options);
  app.get('/page', async () => ({ ok: true }));
  app.get('/framed', async (_request, reply) => reply.header('x-frame-options', 'DENY').send({ ok: true }));
  app.get('/same', async (_request, reply) => reply.code(304).send());
  const page = await app.inject({ url: '/page' });
  expect(page.headers).toMatchObject(securityHeaders(options));
  expect((await app.inject({ url: '/framed' })).headers['x-frame-options']).toBe('DENY');
  expect((await app.inject({ url: '/missing' })).headers['x-content-type-options']).toBe('nosniff');
  const same = await app.inject({ url: '/same' });
  expect(same.statusCode).toBe(304);
  expect(same.headers['content-security-policy']).toBeUndefined();
  await app.close();
});
