import type { TSearchRequest } from '@feedmarket/contract/catalog/catalog.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { seedDemoFeeds } from '../../db/seed/demo/demo-feeds';
import { callApi, completeFeedBody, createOrganization, createUser, login, type ApiCall } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toPrefixQuery } from './catalog.repository';
import { decodeFacet, encodeFacet, facetRange } from './facet-codes';

let t: TestApp;
const call = (request: ApiCall) => callApi(t.app, request);
const search = async (body: TSearchRequest, token?: string) => {
  const response = await call({ method: 'POST', url: '/search/metadata/v2', payload: body, token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { totalItems: number; totalIsEstimate: boolean; data: { id: number }[] };
};
const banner = async () => (await call({ method: 'GET', url: '/search/metadata/summary' })).body;

/** What the counters must agree with: the feeds counted one by one. */
async function countActive(condition = sql`true`) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from feeds where status = 1 and ${condition}`,
  );
  return Number(row!.n);
}

const rainGauge = 414;

// A catalogue above the 2,000 matches a search counts one by one, loaded as the seeder loads it.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoFeeds(t.db, 6_000, { batchSize: 1_000 });
}, 240_000);
afterAll(() => t.close());

describe('exact totals as feeds change', () => {
  let provider: { token: string };

  beforeAll(async () => {
    const org = await createOrganization(t.db, { name: 'Counting Waters' });
    provider = await login(t.app, (await createUser(t.db, { orgId: org.id })).username);
  });

  async function publish() {
    const body = completeFeedBody();
    const draft = await call({ method: 'POST', url: '/metadata', token: provider.token, payload: body });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const submitted = await call({ method: 'PUT', url: `/metadata/${draft.body.id}/status/4`, token: provider.token });
    expect(submitted.body.status).toBe(1);
    return draft.body.id as number;
  }

  it('counts a published feed, a deactivated one and a deleted one in the total, a filter total and the banner', async () => {
    const before = await search({});
    const bannerBefore = await banner();
    expect(before.totalIsEstimate).toBe(false);
    expect(before.totalItems).toBe(await countActive());

    const first = await publish();
    const second = await publish();
    const [feed] = await queryRows<{ facets: number[] }>(t.db, sql`select facets from feeds where id = ${first}`);
    const sensorType = feed!.facets.map(Number).find((code) => decodeFacet(code).key === 'sensorType')!;
    const afterPublish = await search({});
    expect(afterPublish.totalItems).toBe(before.totalItems + 2);
    expect((await banner()).feeds).toBe(bannerBefore.feeds + 2);
    expect((await banner()).providers).toBe(bannerBefore.providers + 1);

    const oneFilter = { filters: { sensorType: [decodeFacet(sensorType).value as number] } };
    const filtered = await search(oneFilter);
    expect(filtered.totalIsEstimate).toBe(false);
    expect(filtered.totalItems).toBe(await countActive(sql`${sensorType} = any(facets)`));

    // Deactivated: gone from every total a visitor sees, still counted for its owner.
    await call({ method: 'PUT', url: `/metadata/${first}/status/2`, token: provider.token });
    expect((await search({})).totalItems).toBe(before.totalItems + 1);
    expect((await search(oneFilter)).totalItems).toBe(filtered.totalItems - 1);
    expect((await search({}, provider.token)).totalItems).toBe(before.totalItems + 2);
    expect((await banner()).feeds).toBe(bannerBefore.feeds + 1);

    // Deleted: gone for its owner too.
    expect((await call({ method: 'DELETE', url: `/metadata/${first}`, token: provider.token })).status).toBe(200);
    expect((await search({}, provider.token)).totalItems).toBe(before.totalItems + 1);
    await call({ method: 'PUT', url: `/metadata/${second}/status/2`, token: provider.token });
    expect((await search({})).totalItems).toBe(before.totalItems);
    expect(await banner()).toEqual(bannerBefore);
  });
});

describe('totals after a bulk load', () => {
  it('leaves the counters, the banner and the statistics right', async () => {
    const active = await countActive();
    const unfiltered = await search({});
    expect(unfiltered).toMatchObject({ totalItems: active, totalIsEstimate: false });
    const [truth] = await queryRows<{ providers: number; continuous: number; countries: number }>(
      t.db,
      sql`select count(distinct org_id)::int as providers, count(*) filter (where type_id = 2)::int as continuous,
                 (select count(distinct code)::int from feeds, unnest(facets) code
                   where status = 1 and code between ${facetRange('country')[0]} and ${facetRange('country')[1]}) as countries
          from feeds where status = 1`,
    );
    expect(await banner()).toEqual({ feeds: active, ...truth });
    const rain = await search({ filters: { sensorType: [rainGauge] } });
    expect(rain.totalItems).toBe(await countActive(sql`${encodeFacet('sensorType', rainGauge)} = any(facets)`));
    // ANALYZE ran: the planner knows the table's size without having to guess.
    const [stats] = await queryRows<{ rows: number }>(
      t.db,
      sql`select reltuples::int as rows from pg_class where relname = 'feeds'`,
    );
    expect(Number(stats!.rows)).toBeGreaterThan(active * 0.9);
  });

  it('flags a total too large to count as an estimate, within 10 % of the truth', async () => {
    const [common] = await queryRows<{ word: string }>(
      t.db,
      sql`select word from search_lexemes where word ~ '^[a-z]{5,}$' order by n desc limit 1`,
    );
    for (const text of [common!.word, `${common!.word} data`]) {
      const answer = await search({ text });
      const truth = await countActive(sql`search_vector @@ to_tsquery('english', ${toPrefixQuery(text)})`);
      expect(truth).toBeGreaterThan(2_000);
      expect(answer.totalIsEstimate, text).toBe(true);
      expect(Math.abs(answer.totalItems - truth) / truth, `${text}: ${answer.totalItems} for ${truth}`).toBeLessThan(
        0.1,
      );
    }
  });

  it('counts a word search exactly when it is cheap', async () => {
    const [rare] = await queryRows<{ word: string }>(
      t.db,
      sql`select word from search_lexemes where n between 20 and 200 and word ~ '^[a-z]{5,}$' order by n desc limit 1`,
    );
    const answer = await search({ text: rare!.word });
    expect(answer).toMatchObject({
      totalIsEstimate: false,
      totalItems: await countActive(sql`search_vector @@ to_tsquery('english', ${toPrefixQuery(rare!.word)})`),
    });
  });
});
