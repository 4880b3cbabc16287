import type { TSearchRequest } from '@feedmarket/contract/catalog/catalog.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema/accounts';
import { feedChanges, feeds } from '../../db/schema/catalog';
import { bearer, createFeed, createOrganization, createUser, login, pointAt } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalogRepository } from './catalog.repository';

let t: TestApp;
let providerToken: string;
let otherToken: string;
const feed: Record<string, number> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

// Lookup values used below (reference/domains.json).
const temperatureSensor = 401;
const rainGauge = 414;
const windSpeed = 412;
const celsius = 1901;
const csv = 501;
const json = 503;

beforeAll(async () => {
  t = await createTestApp();
  const provider = await createOrganization(t.db, { name: 'Cascadia Hydrology' });
  const other = await createOrganization(t.db, { name: 'Elsewhere Analytics' });
  providerToken = (await login(t.app, (await createUser(t.db, { orgId: provider.id })).username)).token;
  otherToken = (await login(t.app, (await createUser(t.db, { orgId: other.id })).username)).token;
  const orgId = provider.id;

  feed.seattle = await createFeed(t.db, {
    orgId,
    name: 'Seattle river temperature',
    description: 'Water temperature of the Duwamish river every 15 minutes',
    extId: 'CH-SEA-0001',
    isicCodes: ['3600'],
    environmentIds: [1602],
    createdAt: day(5),
    locations: [pointAt(47.6062, -122.3321)],
    sensors: [{ sensorType: temperatureSensor, unitOfMeasureId: celsius, format: csv, manufacturerId: 2530 }],
  });
  feed.portland = await createFeed(t.db, {
    orgId,
    name: 'Portland rainfall gauges',
    description: 'Daily precipitation totals',
    createdAt: day(4),
    locations: [pointAt(45.5152, -122.6784)],
    sensors: [{ sensorType: rainGauge, format: json }],
  });
  feed.anchorage = await createFeed(t.db, {
    orgId,
    name: 'Anchorage wind speed',
    createdAt: day(3),
    locations: [pointAt(61.2181, -149.9003)],
    sensors: [{ sensorType: windSpeed, format: csv }],
  });
  feed.tromso = await createFeed(t.db, {
    orgId,
    name: 'Tromsø harbour temperature',
    createdAt: day(2),
    locations: [pointAt(69.6492, 18.9553, 578)],
    sensors: [{ sensorType: temperatureSensor, format: csv }],
  });
  feed.quito = await createFeed(t.db, {
    orgId,
    name: 'Quito equator weather',
    createdAt: day(1),
    locations: [pointAt(-0.1807, -78.4678, 218)],
    sensors: [{ sensorType: temperatureSensor, format: json }],
  });
  feed.oslo = await createFeed(t.db, {
    orgId,
    typeId: 2,
    name: 'Oslo ferry positions',
    createdAt: day(6),
    locations: [{ ...pointAt(59.9139, 10.7522, 578), locationType: 131, containerType: 703 }],
  });
  feed.draft = await createFeed(t.db, { orgId, status: 2, name: 'Seattle draft river survey', createdAt: day(7) });
  feed.group = await createFeed(t.db, { orgId, typeId: 4, name: 'Cascadia river network', createdAt: day(8) });
  await createCatalogRepository(t.db).addGroupMembers(feed.group, [
    { feedId: feed.portland, role: 'clone' },
    { feedId: feed.seattle, role: 'main' },
  ]);
  await t.db.insert(feedChanges).values([
    { feedId: feed.group, summary: 'Group created', createdAt: day(8) },
    {
      feedId: feed.seattle,
      summary: 'Description updated',
      createdAt: day(9),
      changes: [{ field: 'description', from: 'a', to: 'b' }],
    },
  ]);
});
afterAll(() => t.close());

async function search(body: TSearchRequest, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/search/metadata/v2',
    payload: body,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: {
      id: number;
      meta: { name: string };
      alreadyAvailable: boolean;
      geometry: unknown;
      columns: Record<string, string[]>;
    }[];
    totalItems: number;
    totalIsEstimate: boolean;
    searchedFor: string;
    corrections: { word: string; correction: string }[];
    facets: Record<string, { value: number | string; name: string; count: number }[]>;
  };
}
const idsOf = (answer: { data: { id: number }[] }) => answer.data.map((item) => item.id);

describe('text search', () => {
  it('finds words in names and descriptions, with stemming and unfinished words', async () => {
    expect(idsOf(await search({ text: 'river' }))).toEqual([feed.group, feed.seattle]);
    expect(idsOf(await search({ text: 'rivers' }))).toEqual([feed.group, feed.seattle]);
    expect(idsOf(await search({ text: 'Duwamish' }))).toEqual([feed.seattle]);
    expect(idsOf(await search({ text: 'precip' }))).toEqual([feed.portland]);
    expect(idsOf(await search({ text: 'seattle temperature' }))).toEqual([feed.seattle]);
  });

  it('finds an unfinished last word beside finished ones, and beside stop words only', async () => {
    // The finished words go through the word index and the unfinished one is checked on each row.
    expect(idsOf(await search({ text: 'river temp' }))).toEqual([feed.seattle]);
    expect(idsOf(await search({ text: 'temperature seat' }))).toEqual([feed.seattle]);
    // Stop words hold no word to look up: the unfinished word alone decides.
    expect(idsOf(await search({ text: 'the seat' }))).toEqual([feed.seattle]);
    expect(idsOf(await search({ text: 'Portland the' }))).toEqual([feed.portland]);
  });

  it('finds identifiers, sensor and place names', async () => {
    expect(idsOf(await search({ text: 'CH-SEA-0001' }))).toEqual([feed.seattle]);
    expect(idsOf(await search({ text: 'rain gauge' }))).toEqual([feed.portland]);
  });

  it('finds quoted words as a phrase: next to each other, in that order', async () => {
    expect(idsOf(await search({ text: '"river temperature"' }))).toEqual([feed.seattle]);
    expect(idsOf(await search({ text: 'temperature river' }))).toEqual([feed.seattle]);
    const reversed = await search({ text: '"temperature river"' });
    expect(reversed).toMatchObject({ data: [], totalItems: 0, searchedFor: '"temperature river"', corrections: [] });
    // A phrase still being typed: its last word may be unfinished.
    expect(idsOf(await search({ text: 'seattle "river temp' }))).toEqual([feed.seattle]);
    expect(idsOf(await search({ text: '"harbour temperature" Tromsø' }))).toEqual([feed.tromso]);
  });

  it("corrects misspelt words to the catalogue's own words and says what it searched for", async () => {
    const answer = await search({ text: 'Anchorag wnd sped' });
    expect(idsOf(answer)).toEqual([feed.anchorage]);
    expect(answer).toMatchObject({
      searchedFor: 'Anchorag wind speed',
      corrections: [
        { word: 'wnd', correction: 'wind' },
        { word: 'sped', correction: 'speed' },
      ],
      totalItems: 1,
      totalIsEstimate: false,
    });
    const temperature = await search({ text: 'temprature', filters: { format: [csv] } });
    expect(new Set(idsOf(temperature))).toEqual(new Set([feed.seattle, feed.tromso]));
    expect(temperature).toMatchObject({
      searchedFor: 'temperature',
      corrections: [{ word: 'temprature', correction: 'temperature' }],
    });
    // Two letters swapped, which trigrams alone do not see through.
    const swapped = await search({ text: 'wnid' });
    expect(idsOf(swapped)).toEqual([feed.anchorage]);
    expect(swapped).toMatchObject({ searchedFor: 'wind', corrections: [{ word: 'wnid', correction: 'wind' }] });
    // Words the catalogue holds are searched as typed, even when together they match nothing.
    expect(await search({ text: 'anchorage duwamish' })).toMatchObject({ totalItems: 0, corrections: [] });
    // Only active feeds' words are in the dictionary: a draft's word is corrected away from for visitors.
    expect((await search({ text: 'survey' })).data).toEqual([]);
  });

  it('ranks by relevance with INITIAL', async () => {
    // Quito's feed matches through its temperature sensor only: it ranks after the names.
    const answer = await search({ text: 'temperature', sort: 'INITIAL' });
    expect(new Set(idsOf(answer).slice(0, 2))).toEqual(new Set([feed.seattle, feed.tromso]));
    expect(idsOf(answer)[2]).toBe(feed.quito);
  });
});

describe('filters', () => {
  it('keeps feeds with any value of a filter and every filter', async () => {
    expect(idsOf(await search({ filters: { sensorType: [rainGauge] } }))).toEqual([feed.portland]);
    expect(new Set(idsOf(await search({ filters: { sensorType: [rainGauge, windSpeed] } })))).toEqual(
      new Set([feed.portland, feed.anchorage]),
    );
    expect(idsOf(await search({ filters: { sensorType: [temperatureSensor], format: [json] } }))).toEqual([feed.quito]);
    expect(new Set(idsOf(await search({ filters: { country: [578] } })))).toEqual(new Set([feed.tromso, feed.oslo]));
    expect(idsOf(await search({ filters: { metadataType: [2] } }))).toEqual([feed.oslo]);
    expect(idsOf(await search({ filters: { locationType: [131] } }))).toEqual([feed.oslo]);
    expect(
      idsOf(await search({ filters: { environment: [1602], unitOfMeasure: [celsius], manufacturer: [2530] } })),
    ).toEqual([feed.seattle]);
  });

  it('matches ISIC codes at any level of the classification', async () => {
    for (const code of ['3600', '360', '36', 'E']) {
      expect(idsOf(await search({ filters: { isicCode: [code] } })), code).toEqual([feed.seattle]);
    }
    expect(idsOf(await search({ filters: { isicCode: ['35'] } }))).toEqual([]);
  });

  it('counts the options of every filter among the results', async () => {
    const answer = await search({ filters: { format: [csv] } });
    expect(answer.totalItems).toBe(3);
    expect(answer.facets.sensorType).toEqual([
      { value: temperatureSensor, name: 'Temperature sensor', count: 2 },
      { value: windSpeed, name: 'Wind speed sensor (anemometer)', count: 1 },
    ]);
    expect(answer.facets.country).toEqual([
      { value: 840, name: 'United States', count: 2 },
      { value: 578, name: 'Norway', count: 1 },
    ]);
    expect(answer.facets.format).toEqual([{ value: csv, name: 'CSV', count: 3 }]);
  });
});

describe('geo filter', () => {
  const fixed = { locationType: [130] };

  it('keeps feeds inside a bounded box, only with location type 130 in the filters', async () => {
    const geo = {
      type: 'bounded_box' as const,
      bottomLeft: { lat: 45, lon: -124 },
      upperRight: { lat: 48, lon: -121 },
    };
    expect(new Set(idsOf(await search({ filters: fixed, geo })))).toEqual(new Set([feed.seattle, feed.portland]));
    expect((await search({ geo })).totalItems).toBe(7);
  });

  it.each([
    ['Seattle, 150 miles reaches Portland (145 mi)', 47.6062, -122.3321, 150, ['seattle', 'portland']],
    ['Seattle, 140 miles does not', 47.6062, -122.3321, 140, ['seattle']],
    ['east of Tromsø (69.6° N), 15 miles reaches it (13 mi)', 69.6492, 19.5, 15, ['tromso']],
    ['east of Tromsø, 10 miles does not', 69.6492, 19.5, 10, []],
    ['south of Quito on the equator, 50 miles reaches it (35 mi)', -0.69, -78.4678, 50, ['quito']],
    ['south of Quito, 30 miles does not', -0.69, -78.4678, 30, []],
  ])('radius in miles: %s', async (_, lat, lon, radius, expected) => {
    const answer = await search({ filters: fixed, geo: { type: 'lat_lon', bottomLeft: { lat, lon }, radius } });
    expect(new Set(idsOf(answer))).toEqual(new Set(expected.map((key) => feed[key])));
    // A box holding many feeds is checked row by row instead of through the index: the same feeds.
    const query = { text: '', filters: fixed, geo: { type: 'lat_lon' as const, bottomLeft: { lat, lon }, radius } };
    const page = { ...query, pageNum: 1, pageSize: 100, sort: 'DATEADDED' as const };
    const rowByRow = await createCatalogRepository(t.db).searchPage(
      page,
      { orgId: null, hiddenOrgIds: [] },
      { wideArea: true },
    );
    expect(new Set(rowByRow.map((row) => row.id))).toEqual(new Set(expected.map((key) => feed[key])));
  });
});

describe('sorting and paging', () => {
  it('sorts by date added (newest first), by name, and the other way round', async () => {
    const everyone = [feed.group, feed.oslo, feed.seattle, feed.portland, feed.anchorage, feed.tromso, feed.quito];
    expect(idsOf(await search({}))).toEqual(everyone);
    expect(idsOf(await search({ sort: 'DATEADDED', order: 'asc' }))).toEqual([...everyone].reverse());
    const names = (await search({ sort: 'ALPHA' })).data.map((item) => item.meta.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const reversed = (await search({ sort: 'ALPHA', order: 'desc' })).data.map((item) => item.meta.name);
    expect(reversed).toEqual([...names].reverse());
  });

  it('pages through results with a stable total', async () => {
    const first = await search({ pageSize: 3, pageNum: 1 });
    const third = await search({ pageSize: 3, pageNum: 3 });
    const beyond = await search({ pageSize: 3, pageNum: 9 });
    expect(first.totalItems).toBe(7);
    expect(first.totalIsEstimate).toBe(false);
    expect(first.data).toHaveLength(3);
    expect(idsOf(third)).toEqual([feed.quito]);
    expect(beyond.data).toEqual([]);
    expect(beyond.totalItems).toBe(7);
  });

  it('pages through matches found first and sorted apart, in each order', async () => {
    // Three feeds hold the word: a page of one at a time reads the first pageNum of them in order.
    const pages = async (request: Partial<TSearchRequest>) => {
      const ids: number[] = [];
      for (const pageNum of [1, 2, 3, 4]) ids.push(...idsOf(await search({ ...request, pageSize: 1, pageNum })));
      return ids;
    };
    const byDate = [feed.seattle, feed.tromso, feed.quito];
    expect(await pages({ text: 'temperature' })).toEqual(byDate);
    expect(await pages({ text: 'temperature', sort: 'DATEADDED', order: 'asc' })).toEqual([...byDate].reverse());
    expect(await pages({ text: 'temperature', sort: 'ALPHA' })).toEqual([feed.quito, feed.seattle, feed.tromso]);
    expect(await pages({ filters: { sensorType: [temperatureSensor] }, sort: 'ALPHA', order: 'desc' })).toEqual([
      feed.tromso,
      feed.seattle,
      feed.quito,
    ]);
    const ranked = await pages({ text: 'temperature', sort: 'INITIAL' });
    expect(new Set(ranked.slice(0, 2))).toEqual(new Set([feed.seattle, feed.tromso]));
    expect(ranked[2]).toBe(feed.quito);
  });

  it('answers the same from GET /metadata/search', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/metadata/search?text=river&pageSize=5' });
    expect(response.json().data.map((item: { id: number }) => item.id)).toEqual([feed.group, feed.seattle]);
  });
});

describe('visibility', () => {
  it('shows inactive feeds only to their organisation, flagged as already available', async () => {
    // For others 'draft' is no word of the catalogue (only active feeds' words are): it is corrected.
    expect(idsOf(await search({ text: 'draft' }))).not.toContain(feed.draft);
    expect(idsOf(await search({ text: 'draft' }, otherToken))).not.toContain(feed.draft);
    const own = await search({ text: 'draft' }, providerToken);
    expect(idsOf(own)).toEqual([feed.draft]);
    expect(own.data[0]!.alreadyAvailable).toBe(true);
    expect((await search({ text: 'Portland' }, otherToken)).data[0]!.alreadyAvailable).toBe(false);
  });

  it('answers 404 for inactive feeds of other organisations', async () => {
    const get = (headers = {}) => t.app.inject({ method: 'GET', url: `/api/v2/metadata/${feed.draft}`, headers });
    expect((await get()).statusCode).toBe(404);
    expect((await get(bearer(otherToken))).statusCode).toBe(404);
    expect((await get(bearer(providerToken))).statusCode).toBe(200);
  });
});

describe('bad searches', () => {
  it.each([
    ['an unknown filter', { filters: { colour: [1] } }],
    ['a filter value of the wrong kind', { filters: { country: ['abc'] } }],
    [
      'a latitude out of range',
      { geo: { type: 'bounded_box', bottomLeft: { lat: 100, lon: 0 }, upperRight: { lat: 1, lon: 1 } } },
    ],
    ['a radius search without radius', { geo: { type: 'lat_lon', bottomLeft: { lat: 1, lon: 1 } } }],
    ['an unknown geo type', { geo: { type: 'polygon' } }],
    ['a page size over 200', { pageSize: 500 }],
    ['page 0', { pageNum: 0 }],
    ['an unknown sort', { sort: 'RANDOM' }],
    ['an overlong text', { text: 'x'.repeat(201) }],
  ])('refuses %s with 400', async (_, body) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/search/metadata/v2', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Invalid/);
  });
});

describe('feed details', () => {
  it('answers the detail with locations, sensors and names', async () => {
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v2/metadata/${feed.seattle}` })).json();
    expect(detail).toMatchObject({
      id: feed.seattle,
      meta: { name: 'Seattle river temperature' },
      statusText: 'Active',
      typeText: 'File-based',
      orgName: 'Cascadia Hydrology',
      geometry: { lat: 47.6062, lon: -122.3321 },
      isicCodes: [{ code: '3600', name: 'Water collection, treatment and supply' }],
      containers: [{ type: 130, locationType: 130, location: { country: 'United States', latitude: 47.6062 } }],
      dataset: [
        {
          sensorInfo: { typeName: 'Temperature sensor' },
          schemaInfo: { formatName: 'CSV', unitOfMeasure: 'Degree Celsius' },
        },
      ],
    });
    expect(detail.columns.sensorType).toEqual(['Temperature sensor']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/metadata/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/metadata/abc' })).statusCode).toBe(400);
  });

  it('lists group members main feed first, and the group changelog with its members', async () => {
    const members = (await t.app.inject({ method: 'GET', url: `/api/v2/metadata/${feed.group}/group` })).json();
    expect(members.map((m: { id: number; role: string }) => [m.id, m.role])).toEqual([
      [feed.seattle, 'main'],
      [feed.portland, 'clone'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/metadata/${feed.group}` })).json().numberOfMembers).toBe(
      2,
    );
    const log = (await t.app.inject({ method: 'GET', url: `/api/v2/metadata/group/${feed.group}/changelog` })).json();
    expect(log.map((entry: { summary: string }) => entry.summary)).toEqual(['Description updated', 'Group created']);
    const own = (await t.app.inject({ method: 'GET', url: `/api/v2/metadata/${feed.seattle}/changelog` })).json();
    expect(own[0]).toMatchObject({ feedId: feed.seattle, changes: [{ field: 'description', from: 'a', to: 'b' }] });
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/metadata/${feed.seattle}/group` })).statusCode).toBe(404);
  });

  it('counts the banner', async () => {
    const summary = (await t.app.inject({ method: 'GET', url: '/api/v2/search/metadata/summary' })).json();
    expect(summary).toEqual({ feeds: 7, providers: 1, continuous: 1, countries: 3 });
  });
});

describe('adding to the workspace', () => {
  it('adds one feed, then answers 409 for the same feed', async () => {
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/workspace/metadata/${feed.anchorage}`,
        headers: bearer(otherToken),
      });
    const first = await add();
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('You have successfully added the feed to your workspace');
    const again = await add();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Entry for this feed already exists in your workspace');
  });

  it('adds several, skipping those already there', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/workspace/metadata',
      headers: bearer(otherToken),
      payload: [feed.quito, feed.tromso, feed.quito],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ added: [feed.quito, feed.tromso], skipped: [] });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/workspace/metadata',
      headers: bearer(otherToken),
      payload: [feed.quito, feed.oslo],
    });
    expect(again.json()).toMatchObject({ added: [feed.oslo], skipped: [feed.quito] });
    expect(again.json().message).toBe('1 feed(s) added to your workspace; 1 already there');
  });

  it('refuses unknown and invisible feeds, bad bodies and anonymous callers', async () => {
    const post = (url: string, payload?: unknown, headers: Record<string, string> = bearer(otherToken)) =>
      t.app.inject({ method: 'POST', url: `/api/v2${url}`, payload: payload as object, headers });
    expect((await post(`/workspace/metadata/${feed.draft}`)).statusCode).toBe(404);
    expect((await post('/workspace/metadata/999999')).statusCode).toBe(404);
    expect((await post('/workspace/metadata', [feed.portland, feed.draft])).statusCode).toBe(404);
    expect((await post('/workspace/metadata', [])).statusCode).toBe(400);
    expect((await post(`/workspace/metadata/${feed.portland}`, undefined, {})).statusCode).toBe(401);
    // Nothing of the refused batch was added.
    expect((await post(`/workspace/metadata/${feed.portland}`)).statusCode).toBe(201);
  });
});

describe('map, typeahead, filter options and public pages', () => {
  beforeAll(async () => {
    const orgId = (await t.app.inject({ method: 'GET', url: `/api/v2/metadata/${feed.seattle}` })).json().orgId;
    feed.seattleTurbidity = await createFeed(t.db, {
      orgId,
      name: 'Seattle river turbidity',
      createdAt: day(10),
      locations: [pointAt(47.6062, -122.3321)],
      sensors: [{ sensorType: 422, format: csv }],
    });
  });

  const world = { bottomLeft: { lat: -85, lon: -180 }, upperRight: { lat: 85, lon: 180 } };
  const clusters = async (body: object) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/search/metadata/clusters', payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      clusters: {
        lat: number;
        lon: number;
        count: number;
        feedId: number | null;
        bounds: { bottomLeft: { lat: number; lon: number }; upperRight: { lat: number; lon: number } };
      }[];
      total: number;
    };
  };

  it('clusters nearby feeds at low zoom and separates them when zoomed in', async () => {
    const far = await clusters({ bounds: world, zoom: 2 });
    expect(far.total).toBe(7); // every visible feed with a position; the group has none
    expect(far.clusters.length).toBeLessThan(7);
    const seattle = far.clusters.find((cluster) => cluster.count === 2);
    expect(seattle).toMatchObject({ feedId: null, lat: 47.6062, lon: -122.3321 });

    const near = await clusters({
      bounds: { bottomLeft: { lat: 45, lon: -124 }, upperRight: { lat: 48, lon: -121 } },
      zoom: 9,
    });
    expect(near.clusters.map((cluster) => cluster.count).sort()).toEqual([1, 2]);
    expect(near.clusters.find((cluster) => cluster.count === 1)!.feedId).toBe(feed.portland);
  });

  it('keeps feeds at one place together above the zoom cap, and lists them', async () => {
    const closest = await clusters({
      bounds: { bottomLeft: { lat: 47.5, lon: -122.5 }, upperRight: { lat: 47.7, lon: -122.2 } },
      zoom: 18,
    });
    expect(closest.clusters).toHaveLength(1);
    expect(closest.clusters[0]).toMatchObject({ count: 2, lat: 47.6062, lon: -122.3321 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/search/metadata/location',
      payload: { point: { lat: 47.606, lon: -122.332 } },
    });
    expect(response.json().data.map((item: { meta: { name: string } }) => item.meta.name)).toEqual([
      'Seattle river temperature',
      'Seattle river turbidity',
    ]);
    expect(response.json().totalItems).toBe(2);
  });

  // A filter every feed passes is counted on the fly (feed_points): counted cells must agree with it.
  const everyType = { metadataType: [1, 2, 4] };
  const shape = (answer: Awaited<ReturnType<typeof clusters>>) =>
    answer.clusters.map((c) => [c.count, c.lat.toFixed(4), c.lon.toFixed(4), c.feedId]).sort();

  it('answers unfiltered low zooms from counted cells that follow every change, as counting on the fly would', async () => {
    for (const zoom of [0, 3, 6, 10]) {
      expect(shape(await clusters({ bounds: world, zoom }))).toEqual(
        shape(await clusters({ bounds: world, zoom, filters: everyType })),
      );
    }
    const before = (await clusters({ bounds: world, zoom: 4 })).total;
    await t.db.update(feeds).set({ status: 2 }).where(eq(feeds.id, feed.portland!));
    expect((await clusters({ bounds: world, zoom: 4 })).total).toBe(before - 1);
    // Its own organisation still sees it.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v2/search/metadata/clusters',
      headers: bearer(providerToken),
      payload: { bounds: world, zoom: 4 },
    });
    expect(own.json().total).toBe(before);
    await t.db.update(feeds).set({ status: 1 }).where(eq(feeds.id, feed.portland!));
    expect((await clusters({ bounds: world, zoom: 4 })).total).toBe(before);
  });

  it('answers one filter value or one word up to zoom 7 from counted cells that follow every change, as counting on the fly would', async () => {
    // Each view alone is one counted term; beside a second filter it is counted on the fly.
    const views = [{ filters: { format: [csv] } }, { text: 'temperature' }, { text: 'rive' }];
    const agree = async () => {
      for (const zoom of [0, 3, 7]) {
        for (const view of views) {
          const counted = await clusters({ bounds: world, zoom, ...view });
          const onTheFly = await clusters({ bounds: world, zoom, ...view, filters: { ...view.filters, ...everyType } });
          expect(shape(counted), JSON.stringify({ zoom, view })).toEqual(shape(onTheFly));
          // The bounds of the feeds, within a counted cell (a third of a degree wide), not a whole cell at this zoom.
          for (const cluster of counted.clusters) {
            const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;
            const exact = onTheFly.clusters.find(
              (other) => near(other.lat, cluster.lat) && near(other.lon, cluster.lon),
            )!;
            for (const corner of ['bottomLeft', 'upperRight'] as const) {
              expect(Math.abs(cluster.bounds[corner].lat - exact.bounds[corner].lat)).toBeLessThan(0.34);
              expect(Math.abs(cluster.bounds[corner].lon - exact.bounds[corner].lon)).toBeLessThan(0.34);
            }
          }
        }
      }
      return (await clusters({ bounds: world, zoom: 3, text: 'temperature' })).total;
    };
    const before = await agree();
    expect(before).toBe(3); // Seattle, Tromsø and Quito; the Seattle draft has no position
    const [{ orgId }] = (await t.db.select({ orgId: feeds.orgId }).from(feeds).where(eq(feeds.id, feed.seattle!))) as [
      { orgId: number },
    ];
    const bergen = await createFeed(t.db, {
      orgId,
      name: 'Bergen fjord temperature',
      locations: [pointAt(60.3913, 5.3221, 578)],
      sensors: [{ sensorType: temperatureSensor, format: csv }],
    });
    expect(await agree()).toBe(before + 1);
    await t.db.update(feeds).set({ status: 2 }).where(eq(feeds.id, bergen));
    expect(await agree()).toBe(before);
    await t.db.update(feeds).set({ status: 1 }).where(eq(feeds.id, bergen));
    // A disabled organisation's feeds leave the map and come back with it.
    await t.db.update(organizations).set({ enabled: 0 }).where(eq(organizations.id, orgId));
    expect(await agree()).toBe(0);
    await t.db.update(organizations).set({ enabled: 1 }).where(eq(organizations.id, orgId));
    expect(await agree()).toBe(before + 1);
    await t.db.delete(feeds).where(eq(feeds.id, bergen));
    expect(await agree()).toBe(before);
  });

  it('applies the search to the clusters', async () => {
    const rain = await clusters({ bounds: world, zoom: 3, filters: { sensorType: [rainGauge] } });
    expect(rain.total).toBe(1);
    expect(rain.clusters[0]!.feedId).toBe(feed.portland);
    // Words, phrases and unfinished words, with and without filters, at world and street scale.
    for (const zoom of [2, 12]) {
      for (const body of [
        { text: 'rainfall' },
        { text: 'portland rainf' },
        { text: '"rainfall gauges"' },
        { text: 'rainfall', filters: { sensorType: [rainGauge] } },
      ]) {
        const found = await clusters({ bounds: world, zoom, ...body });
        expect(found, JSON.stringify(body)).toMatchObject({ total: 1, clusters: [{ feedId: feed.portland }] });
      }
      expect((await clusters({ bounds: world, zoom, text: '"gauges rainfall"' })).total).toBe(0);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/search/metadata/clusters',
      payload: { bounds: world, zoom: 40 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('suggests up to 8 names for the typeahead under the active filters', async () => {
    const suggest = async (body: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/v2/search/metadata/suggest', payload: body })).json()
        .suggestions;
    expect((await suggest({ text: 'sea' })).map((s: { name: string }) => s.name).sort()).toEqual([
      'Seattle river temperature',
      'Seattle river turbidity',
    ]);
    expect(await suggest({ text: 'sea', filters: { format: [json] } })).toEqual([]);
    expect(await suggest({ text: '' })).toEqual([]);
    expect(await suggest({ text: 'Portlnd rainfal' })).toEqual([
      { id: feed.portland, name: 'Portland rainfall gauges' },
    ]);
  });

  it("counts a filter's options under the other filters only, by name prefix", async () => {
    const options = async (body: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/v2/search/metadata/options', payload: body })).json().options;
    // The format filter itself does not narrow its own options.
    expect(await options({ filter: 'format', filters: { format: [json], country: [840] } })).toEqual([
      { value: csv, name: 'CSV', count: 3 },
      { value: json, name: 'JSON', count: 1 },
    ]);
    expect(await options({ filter: 'country', prefix: 'nor' })).toEqual([{ value: 578, name: 'Norway', count: 2 }]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/search/metadata/options',
      payload: { filter: 'colour' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the public page of an active feed by its public id, and 404 for drafts', async () => {
    const seattle = (await t.app.inject({ method: 'GET', url: `/api/v2/metadata/${feed.seattle}` })).json();
    const byUid = await t.app.inject({ method: 'GET', url: `/api/v2/metadata/public/${seattle.uid}` });
    expect(byUid.statusCode).toBe(200);
    expect(byUid.json().id).toBe(feed.seattle);
    const providerView = (
      await t.app.inject({ method: 'GET', url: `/api/v2/metadata/${feed.draft}`, headers: bearer(providerToken) })
    ).json();
    const draft = await t.app.inject({
      method: 'GET',
      url: `/api/v2/metadata/public/${providerView.uid}`,
      headers: bearer(providerToken),
    });
    expect(draft.statusCode).toBe(404);
    expect(draft.json().message).toBe('This feed is not published');
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/metadata/public/not-a-uuid' })).statusCode).toBe(400);
  });
});
