import type { TSearchRequest } from '@feedmarket/contract/catalog/catalog.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { seedDemoFeeds } from '../../db/seed/demo/demo-feeds';
import { callApi, completeFeedBody, createOrganization, createUser, login, type ApiCall } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalogRepository, toPrefixQuery, type MatchOptions } from './catalog.repository';
import { createCatalogService } from './catalog.service';
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

  /** The commonest word of the catalogue that no other word begins with: one word, finished or not. */
  const commonestWord = async () => {
    const [common] = await queryRows<{ word: string }>(
      t.db,
      sql`select word from search_lexemes
          where word ~ '^[a-z]{5,}$' and (tsvector_to_array(to_tsvector('english', word)))[1] = word
            and not exists (select 1 from search_words other where other.word like search_lexemes.word || '_%')
          order by n desc limit 1`,
    );
    return common!.word;
  };

  it('flags a total too large to count as an estimate, within 10 % of the truth', async () => {
    const text = `${await commonestWord()} data`;
    const answer = await search({ text });
    const truth = await countActive(sql`search_vector @@ to_tsquery('english', ${toPrefixQuery(text)})`);
    expect(truth).toBeGreaterThan(2_000);
    // Counted whole when the feeds holding its rarest word are few enough to read (exact, then).
    if (!answer.totalIsEstimate) {
      expect(answer.totalItems).toBe(truth);
      return;
    }
    expect(Math.abs(answer.totalItems - truth) / truth, `${text}: ${answer.totalItems} for ${truth}`).toBeLessThan(0.1);
  });

  it("counts one word exactly however many feeds hold it: the dictionary's count, less disabled organisations' feeds, plus the member's own", async () => {
    const word = await commonestWord();
    const holds = sql`search_vector @@ to_tsquery('english', ${word})`;
    const truth = await countActive(holds);
    expect(truth).toBeGreaterThan(2_000);
    expect(await search({ text: word })).toMatchObject({ totalItems: truth, totalIsEstimate: false });

    const [holder] = await queryRows<{ org_id: number; n: number; feed: number }>(
      t.db,
      sql`select org_id, count(*)::int as n, min(id) as feed from feeds where status = 1 and ${holds}
          group by org_id order by n desc limit 1`,
    );
    const orgId = Number(holder!.org_id);
    await t.db.execute(sql`update organizations set enabled = 0 where id = ${orgId}`);
    expect((await search({ text: word })).totalItems).toBe(truth - holder!.n);
    await t.db.execute(sql`update organizations set enabled = 1 where id = ${orgId}`);

    const member = await login(t.app, (await createUser(t.db, { orgId })).username);
    await t.db.execute(sql`update feeds set status = 2 where id = ${holder!.feed}`);
    expect((await search({ text: word })).totalItems).toBe(truth - 1);
    const [own] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from feeds where org_id = ${orgId} and status <> 1 and ${holds}`,
    );
    expect((await search({ text: word }, member.token)).totalItems).toBe(truth - 1 + own!.n);
    await t.db.execute(sql`update feeds set status = 1 where id = ${holder!.feed}`);
    expect((await search({ text: word })).totalItems).toBe(truth);
  });

  it('estimates several filters counted in slices within sampling error, each filter in the slices or on each row', async () => {
    // A limit of 200 counts in slices what the 6,000 feeds hold too often for it: pairs of filter
    // values of different filters, neither held by most feeds (those are always checked on each row),
    // each held by enough feeds that the slices cover less than all of them. The slices hold about
    // 250 matches, so an estimate errs by chance by up to three standard errors (under a fifth) where
    // a filter lost or counted twice errs by far more; at the product's limit the slices hold 2,500
    // and estimates are within 10 % (as this file checks for words).
    const [typeFrom, typeTo] = facetRange('metadataType');
    const [placeFrom, placeTo] = facetRange('locationType');
    const pairs = await queryRows<{ first: number; second: number; n: number }>(
      t.db,
      sql`with rare as (
            select key as code from feed_counts
            where key <> 0 and not key between ${typeFrom} and ${typeTo} and not key between ${placeFrom} and ${placeTo}
              and n <= 0.3 * (select n from feed_counts where key = 0))
          select a.code as first, b.code as second, count(*)::int as n
          from feeds, unnest(facets) as a(code), unnest(facets) as b(code)
          where status = 1 and a.code < b.code and a.code / 100000000 <> b.code / 100000000
            and a.code in (select code from rare) and b.code in (select code from rare)
          group by 1, 2 having count(*) >= 600 order by n desc limit 3`,
    );
    expect(pairs.length).toBeGreaterThan(0);
    const countLimit = 200;
    const service = createCatalogService(t.db, { countLimit });
    const tolerance = 3 / Math.sqrt(1.25 * countLimit);
    for (const { first, second, n } of pairs) {
      const filters: TSearchRequest['filters'] = {};
      for (const code of [first, second]) {
        const { key, value } = decodeFacet(Number(code));
        filters[key] = [value as never];
      }
      const answer = await service.search({ text: '', filters, pageNum: 1, pageSize: 10, sort: 'DATEADDED' }, null);
      expect(answer.totalIsEstimate, JSON.stringify(filters)).toBe(true);
      expect(
        Math.abs(answer.totalItems - n) / n,
        `${JSON.stringify(filters)}: ${answer.totalItems} for ${n}`,
      ).toBeLessThan(tolerance);
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

describe('the ways a search is run', () => {
  // Common words and filters are checked on each row, dense matches walk the date or name index,
  // an unfinished last word is checked on each row beside finished ones: each must find what the
  // indexes alone find.
  const visitor = { orgId: null, hiddenOrgIds: [] };
  const pageOf = (query: TSearchRequest, options: MatchOptions) =>
    createCatalogRepository(t.db)
      .searchPage({ text: '', filters: {}, pageNum: 1, pageSize: 100, sort: 'DATEADDED', ...query }, visitor, options)
      .then((rows) => rows.map((row) => row.id));

  it('finds the same page whether conditions go through their indexes or are checked on each row', async () => {
    const [common] = await queryRows<{ word: string }>(
      t.db,
      sql`select word from search_lexemes where word ~ '^[a-z]{5,}$' order by n desc limit 1`,
    );
    const [other] = await queryRows<{ word: string }>(
      t.db,
      sql`select word from search_lexemes where word ~ '^[a-z]{5,}$' and n between 200 and 2000 order by n desc limit 1`,
    );
    const queries: TSearchRequest[] = [
      { text: common!.word },
      { text: `${common!.word} ${other!.word.slice(0, 3)}` },
      { text: `${other!.word} ${common!.word.slice(0, 4)}`, filters: { sensorType: [rainGauge] } },
      { filters: { sensorType: [rainGauge] }, sort: 'ALPHA' },
      { text: common!.word, filters: { sensorType: [rainGauge] }, sort: 'DATEADDED', order: 'asc' },
    ];
    for (const query of queries) {
      const plain = await pageOf(query, {});
      expect(plain.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const options of [
        { commonWords: true, commonFilters: ['sensorType' as const] },
        { walk: true },
        { splitPrefix: true },
        { fewMatches: true, commonWords: true },
      ]) {
        expect(await pageOf(query, options), `${JSON.stringify(query)} ${JSON.stringify(options)}`).toEqual(plain);
      }
    }
  });

  it('counts the feeds holding the finished words and those the unfinished last word may begin', async () => {
    const [common] = await queryRows<{ word: string; n: number }>(
      t.db,
      sql`select word, n from search_lexemes where word ~ '^[a-z]{5,}$' order by n desc limit 1`,
    );
    const [rare] = await queryRows<{ word: string; n: number }>(
      t.db,
      sql`select word, n from search_lexemes where word ~ '^[a-z]{5,}$' and n * 50 <= ${common!.n} order by n desc limit 1`,
    );
    const countsOf = (text: string) =>
      createCatalogRepository(t.db).conditionCounts({
        text,
        filters: {},
        pageNum: 1,
        pageSize: 100,
        sort: 'DATEADDED',
      });
    // Feeds holding each word the last one begins, as the dictionary counts them (a feed once per word).
    const begun = async (start: string) => {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select sum(n)::int as n from search_lexemes where starts_with(word, ${start})`,
      );
      expect(Number(row!.n)).toBeGreaterThanOrEqual(
        await countActive(sql`search_vector @@ to_tsquery('english', ${`${start}:*`})`),
      );
      return Number(row!.n);
    };
    expect((await countsOf(`${common!.word} ${rare!.word} ${rare!.word.slice(0, 3)}`)).split).toEqual({
      rest: rare!.n,
      last: await begun(rare!.word.slice(0, 3)),
    });
    expect((await countsOf(`${common!.word} ${rare!.word.slice(0, 4)}`)).split).toEqual({
      rest: common!.n,
      last: await begun(rare!.word.slice(0, 4)),
    });
    // Nothing to split: one word, or a finished last word (in a closed phrase).
    expect((await countsOf(rare!.word.slice(0, 4))).split).toBeNull();
    expect((await countsOf(`${common!.word} "${rare!.word}"`)).split).toBeNull();
  });

  it('counts a search of words and a filter exactly or flags an estimate within 10 %', async () => {
    const [common] = await queryRows<{ word: string }>(
      t.db,
      sql`select word from search_lexemes where word ~ '^[a-z]{5,}$' order by n desc limit 1`,
    );
    for (const body of [
      { text: common!.word, filters: { sensorType: [rainGauge] } },
      { text: `${common!.word} data`, filters: { sensorType: [rainGauge, 401] } },
      { filters: { sensorType: [rainGauge, 401], format: [501] } },
    ]) {
      const answer = await search(body);
      const words = body.text ? sql`search_vector @@ to_tsquery('english', ${toPrefixQuery(body.text)})` : sql`true`;
      const codes = (key: 'sensorType' | 'format', values?: number[]) =>
        values
          ? sql`facets && ${sql.raw(`array[${values.map((value) => encodeFacet(key, value)).join(',')}]`)}`
          : sql`true`;
      const truth = await countActive(
        sql`${words} and ${codes('sensorType', body.filters.sensorType)} and ${codes('format', (body.filters as { format?: number[] }).format)}`,
      );
      if (answer.totalIsEstimate) {
        expect(truth).toBeGreaterThan(2_000);
        expect(Math.abs(answer.totalItems - truth) / truth, JSON.stringify(body)).toBeLessThan(0.1);
      } else expect(answer.totalItems, JSON.stringify(body)).toBe(truth);
    }
  });
});

describe('exact counters after statements of many rows', () => {
  // Single statements over many feeds without the bulk-load flag, as an import or a one-off fix
  // makes them: the counters follow each statement exactly, in its own transaction. (Counted row by
  // row, a statement of 30,000 feeds took minutes: each row updated the same counter rows again.)
  const rows = 5_000;
  const world = { bottomLeft: { lat: -85, lon: -180 }, upperRight: { lat: 85, lon: 180 } };
  const mapTotal = async (filters = {}) => {
    const response = await call({
      method: 'POST',
      url: '/search/metadata/clusters',
      payload: { bounds: world, zoom: 2, filters },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.total as number;
  };
  const onMap = (condition = sql`true`) =>
    countActive(
      sql`location is not null and org_id in (select id from organizations where enabled = 1) and ${condition}`,
    );
  const rain = { filters: { sensorType: [rainGauge] } };
  const rainCode = encodeFacet('sensorType', rainGauge);
  /** The map of the rain gauges holds every active one that has a position. */
  const rainMapIsExact = async () =>
    expect(await mapTotal(rain.filters)).toBe(await onMap(sql`${rainCode} = any(facets)`));
  const correctionOf = async (text: string) =>
    ((await search({ text })) as unknown as { corrections: { correction: string }[] }).corrections.map(
      (corrected) => corrected.correction,
    );

  it('keeps the total, a filter total, the banner, the map and the misspelling dictionary exact', async () => {
    const org = await createOrganization(t.db, { name: 'Statement Waters' });
    const before = { total: (await search({})).totalItems, rain: (await search(rain)).totalItems };
    const bannerBefore = await banner();
    const mapBefore = await mapTotal();
    expect(await correctionOf('zorbulatted')).not.toContain('zorbulated');

    await t.db.execute(sql`insert into feeds (org_id, status, name, columns, search_vector, facets, location)
        select ${org.id}, 1, 'Zorbulated gauge ' || n, (select columns from feeds where status = 1 limit 1),
               to_tsvector('english', 'zorbulated gauge'),
               case when n % 2 = 0 then array[${rainCode}]::int[] else '{}'::int[] end,
               point(-170 + (n * 0.013) % 340, -60 + (n * 0.007) % 120)
        from generate_series(1, ${rows}) as n`);
    expect((await search({})).totalItems).toBe(before.total + rows);
    expect(await countActive()).toBe(before.total + rows);
    expect((await search(rain)).totalItems).toBe(before.rain + rows / 2);
    expect(await banner()).toMatchObject({ feeds: bannerBefore.feeds + rows, providers: bannerBefore.providers + 1 });
    expect(await mapTotal()).toBe(mapBefore + rows);
    expect(await mapTotal()).toBe(await onMap());
    await rainMapIsExact();
    expect(await correctionOf('zorbulatted')).toEqual(['zorbulated']);

    // Deactivating a third, then taking the filter value off a fifth of the rest.
    await t.db.execute(sql`update feeds set status = 2 where org_id = ${org.id} and id % 3 = 0`);
    const active = await countActive(sql`org_id = ${org.id}`);
    expect(active).toBeLessThan(rows * 0.7);
    expect((await search({})).totalItems).toBe(before.total + active);
    expect((await search(rain)).totalItems).toBe(await countActive(sql`${rainCode} = any(facets)`));
    expect((await banner()).feeds).toBe(bannerBefore.feeds + active);
    expect(await mapTotal()).toBe(mapBefore + active);
    await t.db.execute(sql`update feeds set facets = '{}', location = null where org_id = ${org.id} and id % 5 = 0`);
    expect((await search(rain)).totalItems).toBe(await countActive(sql`${rainCode} = any(facets)`));
    expect(await mapTotal()).toBe(await onMap());
    await rainMapIsExact();

    // Deleting them all: every count is back where it was, and the word is no longer offered.
    await t.db.execute(sql`delete from feeds where org_id = ${org.id}`);
    expect((await search({})).totalItems).toBe(before.total);
    expect((await search(rain)).totalItems).toBe(before.rain);
    expect(await banner()).toEqual(bannerBefore);
    expect(await mapTotal()).toBe(mapBefore);
    await rainMapIsExact();
    expect(await correctionOf('zorbulatted')).not.toContain('zorbulated');
  }, 90_000);
});
