import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeed, createOrganization } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toWebAddress } from './providers.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = (orgId: number | string) => t.app.inject({ method: 'GET', url: `/api/v2/provider/${orgId}` });

describe('GET /provider/{orgId}', () => {
  it('answers the name and http(s) website of an organisation with active feeds, to anyone', async () => {
    const org = await createOrganization(t.db, { name: 'Northwind Sensors', website: 'northwind.example' });
    await createFeed(t.db, { orgId: org.id, status: 1 });
    const response = await site(org.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: org.id, name: 'Northwind Sensors', website: 'https://northwind.example/' });
  });

  it('answers no website when there is none or it is not an http(s) address', async () => {
    for (const website of [
      null,
      'javascript:alert(1)',
      'data:text/html,hi',
      'javascript://%0aalert(1)',
      'ftp://files.example',
    ]) {
      const org = await createOrganization(t.db, { website });
      await createFeed(t.db, { orgId: org.id, status: 1 });
      expect((await site(org.id)).json().website, String(website)).toBeNull();
    }
  });

  it('answers 404 for organisations without active feeds, disabled ones and unknown ones', async () => {
    const drafts = await createOrganization(t.db, { website: 'https://drafts.example' });
    await createFeed(t.db, { orgId: drafts.id, status: 2 });
    await createFeed(t.db, { orgId: drafts.id, status: 4 });
    expect((await site(drafts.id)).statusCode).toBe(404);
    const disabled = await createOrganization(t.db, { website: 'https://gone.example', enabled: 0 });
    await createFeed(t.db, { orgId: disabled.id, status: 1 });
    expect((await site(disabled.id)).statusCode).toBe(404);
    expect((await site(2_000_000_000)).statusCode).toBe(404);
    expect((await site('abc')).statusCode).toBe(400);
  });
});

it('turns stored websites into http(s) addresses only', () => {
  expect(toWebAddress('www.example.org')).toBe('https://www.example.org/');
  expect(toWebAddress('http://localhost:8200/developers')).toBe('http://localhost:8200/developers');
  expect(toWebAddress(' HTTPS://Example.org/path ')).toBe('https://example.org/path');
  expect(toWebAddress('JavaScript:alert(1)')).toBeNull();
  expect(toWebAddress('')).toBeNull();
});
