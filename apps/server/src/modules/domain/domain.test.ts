import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v2${url}` });

describe('domain lookups', () => {
  const domainIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 21, 22, 23, 24, 25];

  it.each(domainIds)('GET /domain/%i answers name and value pairs, cacheable', async (id) => {
    const response = await get(`/domain/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=120');
    const options = response.json();
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(option).toEqual({ name: expect.any(String), value: expect.any(Number) });
  });

  it('holds the fixed values the product relies on', async () => {
    expect((await get('/domain/7')).json()).toContainEqual({ name: 'Fixed location', value: 130 });
    const locationTypes = (await get('/domain/13')).json().map((option: { value: number }) => option.value);
    expect(locationTypes).toEqual([130, 131, 132]);
    const subtypes = (await get('/domain/13/subtype/130')).json().map((option: { value: number }) => option.value);
    expect(subtypes).toEqual([10002, 10003, 10007, 10008]);
  });

  it('answers 404 with a message for unknown domains and options', async () => {
    for (const url of ['/domain/15', '/domain/20', '/domain/26', '/domain/unknownthing', '/domain/13/subtype/999']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toMatch(/Unknown/);
    }
  });

  it('GET /domain/country lists every country with its code', async () => {
    const countries = (await get('/domain/country')).json();
    expect(countries).toHaveLength(249);
    expect(countries).toContainEqual({ name: 'United States', value: 840, code: 'US' });
    expect(countries).toContainEqual({ name: 'Canada', value: 124, code: 'CA' });
  });

  it('GET /domain/country/:id/state lists states of the United States and Canada only', async () => {
    const us = (await get('/domain/country/840/state')).json();
    expect(us.length).toBe(56);
    expect(us).toContainEqual({ name: 'Washington', value: 84053, code: 'WA' });
    expect((await get('/domain/country/124/state')).json()).toHaveLength(13);
    expect((await get('/domain/country/826/state')).json()).toEqual([]);
    expect((await get('/domain/country/x/state')).statusCode).toBe(400);
  });

  it('GET /domain/isiccode answers the ISIC Rev.4 tree', async () => {
    const tree = (await get('/domain/isiccode')).json();
    expect(tree).toHaveLength(21);
    const countNodes = (nodes: { children: unknown[] }[]): number =>
      nodes.reduce((sum, node) => sum + 1 + countNodes(node.children as { children: unknown[] }[]), 0);
    expect(countNodes(tree)).toBe(21 + 88 + 238 + 419);
    const agriculture = tree[0];
    expect(agriculture).toMatchObject({ id: 'A', name: 'Agriculture, forestry and fishing', description: 'Section' });
    const cereals = agriculture.children[0].children[0].children[0];
    expect(cereals).toMatchObject({ id: '0111', description: 'Class', children: [] });
  });

  it('GET /domain/giccode answers the GICS tree with 11 sectors', async () => {
    const tree = (await get('/domain/giccode')).json();
    expect(tree).toHaveLength(11);
    expect(tree[0]).toMatchObject({ id: '10', name: 'Energy' });
    expect(tree[0].children[0].children.length).toBeGreaterThan(0);
  });

  it('GET /domain/sourcecategory answers ids 2601 to 2619', async () => {
    const ids = (await get('/domain/sourcecategory')).json().map((item: { id: number }) => item.id);
    expect(ids).toEqual(Array.from({ length: 19 }, (_, index) => 2601 + index));
  });

  it('GET /domain/email/restrict and /domain/datarequest/criteriatype', async () => {
    const fragments = (await get('/domain/email/restrict')).json();
    expect(fragments).toContain('mailinator.');
    expect(fragments.every((fragment: string) => fragment === fragment.toLowerCase())).toBe(true);
    const criteria = (await get('/domain/datarequest/criteriatype')).json();
    expect(criteria.length).toBeGreaterThanOrEqual(5);
    expect(criteria[0]).toEqual({ id: 1, name: expect.any(String), description: expect.any(String) });
  });

  it('GET /domain/app/:guid answers the settings, logo and icon', async () => {
    expect((await get('/domain/app/itsa')).json()).toEqual({
      guid: 'itsa',
      theme: 'itsa',
      appTitle: expect.any(String),
      loginPrompt: expect.any(String),
      initSearchView: 'map',
      initialMapZoom: 5,
      initMapLat: 50.85,
      initMapLon: 4.35,
    });
    const logo = await get('/domain/app/logo/feedmarket');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toMatch(/^<svg|^<\?xml/);
    expect((await get('/domain/app/icon/datathon')).statusCode).toBe(200);
    expect((await get('/domain/app/unknown-app')).statusCode).toBe(404);
    expect((await get('/domain/app/logo/unknown-app')).statusCode).toBe(404);
    expect((await get('/domain/app/Bad_Guid!')).statusCode).toBe(400);
  });
});
