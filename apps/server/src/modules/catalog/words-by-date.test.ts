import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { TSearchQuery } from '@feedmarket/contract/catalog/catalog.schemas';

import { createFeed, createOrganization } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalogRepository, type CatalogRepository } from './catalog.repository';

// A word search in date order read from the RUM index of words and creation dates (migration 0025),
// which PostgreSQL has with the rum extension and PGlite has not.
const onPostgres = inject('testDatabase').kind === 'postgres';
const anyone = { orgId: null, hiddenOrgIds: [] };
const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12));

let t: TestApp;
let repository: CatalogRepository;
/** The feeds holding the word, newest first and by id among those of one date, as a page orders them. */
let holdingWord: number[];

beforeAll(async () => {
  t = await createTestApp();
  repository = createCatalogRepository(t.db);
  const { id: orgId } = await createOrganization(t.db, { name: 'Kestrel Watch' });
  // Dates shared by several feeds, so that pages end inside a run of one date.
  const days = [1, 2, 2, 2, 3, 3, 4, 5, 5, 5, 5, 6];
  const created: { id: number; day: number }[] = [];
  for (const [index, day] of days.entries()) {
    created.push({ id: await createFeed(t.db, { orgId, name: `Kestrel nest ${index}`, createdAt: at(day) }), day });
    await createFeed(t.db, { orgId, name: `Heron roost ${index}`, createdAt: at(day) });
  }
  // A feed that is not active holds the word too: the index, like the search, leaves it out.
  await createFeed(t.db, { orgId, name: 'Kestrel draft', status: 2, createdAt: at(7) });
  holdingWord = created.sort((a, b) => b.day - a.day || b.id - a.id).map((feed) => feed.id);
});

afterAll(() => t.close());

function page(pageNum: number, pageSize: number, order: 'asc' | 'desc'): TSearchQuery {
  return { text: 'kestrel', filters: {}, geo: null, pageNum, pageSize, sort: 'DATEADDED', order };
}

describe('word searches in date order', () => {
  it(`are read from the RUM index ${onPostgres ? 'on PostgreSQL with the rum extension' : 'only where the database has it: not on PGlite'}`, async () => {
    expect(await repository.hasWordsByDateIndex()).toBe(onPostgres);
  });

  it.runIf(onPostgres)(
    'give through the index the pages the other ways give, ties of one date ordered by id across page ends',
    async () => {
      for (const order of ['desc', 'asc'] as const) {
        const expected = order === 'desc' ? holdingWord : [...holdingWord].reverse();
        for (const pageSize of [2, 3, 5]) {
          for (let pageNum = 1; (pageNum - 1) * pageSize <= expected.length; pageNum += 1) {
            const query = page(pageNum, pageSize, order);
            const throughIndex = await repository.searchPage(query, anyone, { wordsByDate: true });
            const sorted = await repository.searchPage(query, anyone, { fewMatches: true });
            const ids = expected.slice((pageNum - 1) * pageSize, pageNum * pageSize);
            expect(
              throughIndex.map((row) => row.id),
              `${order} page ${pageNum} of ${pageSize}`,
            ).toEqual(ids);
            expect(sorted.map((row) => row.id)).toEqual(ids);
          }
        }
      }
    },
  );
});
