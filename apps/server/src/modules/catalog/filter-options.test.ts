import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, pointAt } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalogRepository } from './catalog.repository';
import { loadLookupNames } from './lookup-names';

let t: TestApp;
const france = 250;
const spain = 724;

beforeAll(async () => {
  t = await createTestApp();
  const { id: orgId } = await createOrganization(t.db);
  // More matches than the 1,000 the filter counts are sampled from.
  const feed = (index: number, countryId: number) => ({
    orgId,
    typeId: 1,
    status: 1,
    name: `Station ${index}`,
    description: 'Readings',
    locations: [pointAt(45, 2, countryId)],
    sensors: [],
    parties: [],
  });
  const inputs = [
    ...Array.from({ length: 1500 }, (_, index) => feed(index, france)),
    ...Array.from({ length: 300 }, (_, index) => feed(1500 + index, spain)),
  ];
  await createCatalogRepository(t.db).insertFeeds(inputs, await loadLookupNames(t.db));
});
afterAll(() => t.close());

it('scales filter option counts sampled from many matches to the whole', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/search/metadata/options',
    payload: { filter: 'country' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const counts = Object.fromEntries(
    (response.json().options as { name: string; count: number }[]).map((option) => [option.name, option.count]),
  );
  expect(counts.France).toBeGreaterThan(1500 * 0.9);
  expect(counts.France).toBeLessThan(1500 * 1.1 + 300);
  expect(counts.France! + (counts.Spain ?? 0)).toBe(1800);
});
