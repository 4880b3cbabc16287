import { API_BASE, routeAccesses, type RouteDef } from '@feedmarket/contract/common/route';
import { routes } from '@feedmarket/contract/routes';
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const table = Object.entries(routes).flatMap(([domain, defs]) =>
  Object.entries(defs).map(([name, def]): [string, RouteDef] => [`${domain}.${name}`, def]),
);
const needsSession = table.filter(([, def]) => def.access === 'member' || def.access === 'supervisor');
const supervisorOnly = table.filter(([, def]) => def.access === 'supervisor');
const programOnly = table.filter(([, def]) => def.access === 'apiClient');

const boundary = 'route-access-test';
const multipartFile = [
  `--${boundary}`,
  'Content-Disposition: form-data; name="file"; filename="data.csv"',
  'Content-Type: text/csv',
  '',
  'a,b',
  `--${boundary}--`,
  '',
].join('\r\n');

/**
 * A call of `def` that its validation refuses: every path parameter, every query value and the body
 * are of the wrong kind. A multipart route gets a well-formed file, so its parameters are what fails.
 */
function invalidCall(def: RouteDef, headers: Record<string, string> = {}): InjectOptions {
  const path = def.path.replace(/:\w+/g, 'not-an-id!');
  const query = Object.keys(def.query?.shape ?? {})
    .map((key) => `${key}=-1x`)
    .join('&');
  const url = `${API_BASE}${path}${query ? `?${query}` : ''}`;
  if (def.bodyType === 'multipart') {
    return {
      method: def.method,
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartFile,
    };
  }
  if (def.body) {
    return { method: def.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: '[]' };
  }
  return { method: def.method, url, headers };
}

const hasInput = (def: RouteDef) => Boolean(def.params || def.query || def.body || def.bodyType);

it('gives every route of the table one of the known access levels', () => {
  expect(table.length).toBeGreaterThan(50);
  for (const [name, def] of table) expect(routeAccesses, name).toContain(def.access);
});

describe('authentication before input', () => {
  let t: TestApp;
  let memberToken: string;
  let supervisorToken: string;
  const forgedToken = randomBytes(32).toString('base64url');

  beforeAll(async () => {
    t = await createTestApp();
    // An administrator of their organisation, the most a member can be: routes that refuse other
    // members before reading their input (setting prices) still get to refuse the input.
    memberToken = (await login(t.app, (await createUser(t.db, { roleIds: [1] })).username)).token;
    supervisorToken = (await login(t.app, (await createUser(t.db, { isSupervisor: true })).username)).token;
  });
  afterAll(() => t.close());

  it.each(needsSession)('%s answers 401 without a session and with a forged token', async (_name, def) => {
    for (const headers of [{}, bearer(forgedToken)]) {
      const response = await t.app.inject(invalidCall(def, headers));
      expect(response.statusCode).toBe(401);
      // Nothing about the route's input reaches a caller without a session.
      expect(response.json()).toEqual({ message: 'Please sign in', code: 'UNAUTHORIZED' });
    }
  });

  it.each(needsSession.filter(([, def]) => hasInput(def)))(
    '%s refuses the same call as bad input once signed in',
    async (_name, def) => {
      const token = def.access === 'supervisor' ? supervisorToken : memberToken;
      const response = await t.app.inject(invalidCall(def, bearer(token)));
      expect(response.statusCode).toBe(400);
    },
  );

  it.each(programOnly)(
    '%s answers 401 without a token, with a forged one and with a member session, before input',
    async (_name, def) => {
      for (const headers of [{}, bearer(forgedToken), bearer(memberToken)]) {
        const response = await t.app.inject(invalidCall(def, headers));
        expect(response.statusCode).toBe(401);
        expect(response.json().fields).toBeUndefined();
      }
    },
  );

  it.each(supervisorOnly)('%s answers 403 to a member who is not the supervisor, before input', async (_name, def) => {
    const response = await t.app.inject(invalidCall(def, bearer(memberToken)));
    expect(response.statusCode).toBe(403);
    expect(response.json().fields).toBeUndefined();
  });
});
