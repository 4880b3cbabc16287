import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TSearchRequest } from '@feedmarket/contract/catalog/catalog.schemas';

import { queryRows } from '../../db/client';
import { callApi, createFeed, createOrganization, createUser, login, type ApiCall } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalogRepository, type CatalogRepository } from './catalog.repository';

// An unfinished last word is matched as the catalogue's words it begins (search_words), so the
// dictionary must hold every word a viewer may find: those of feeds that are not active (their
// organisation finds them) and those with digits.
let t: TestApp;
let repository: CatalogRepository;
const call = (request: ApiCall) => callApi(t.app, request);
const found = async (body: Partial<TSearchRequest>, token?: string) => {
  const response = await call({ method: 'POST', url: '/search/metadata/v2', payload: body, token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const answer = response.body as { totalItems: number; data: { id: number }[] };
  expect(answer.totalItems).toBe(answer.data.length);
  return answer.data.map((feed) => feed.id).sort((a, b) => a - b);
};
const words = async (prefix: string) =>
  (
    await queryRows<{ word: string }>(
      t.db,
      sql`select word from search_words where starts_with(word, ${prefix}) order by word collate "C"`,
    )
  ).map((row) => row.word);

let orgId: number;
let member: { token: string };
let feedIds: { published: number; numbered: number; draft: number };

beforeAll(async () => {
  t = await createTestApp();
  repository = createCatalogRepository(t.db);
  orgId = (await createOrganization(t.db, { name: 'Quokka Island Trust' })).id;
  member = await login(t.app, (await createUser(t.db, { orgId })).username);
  feedIds = {
    published: await createFeed(t.db, { orgId, name: 'Quokka burrows' }),
    numbered: await createFeed(t.db, { orgId, name: 'Quokka7 colony counts' }),
    draft: await createFeed(t.db, { orgId, name: 'Quokkaland nesting survey', status: 2 }),
  };
});

afterAll(() => t.close());

describe('the words an unfinished word stands for', () => {
  it('come from every feed, whatever its status, words with digits included', async () => {
    expect(await words('quokk')).toEqual(['quokka', 'quokka7', 'quokkaland']);
    expect(await repository.lastWordForms('burrow quokk', 32)).toEqual(['quokka', 'quokka7', 'quokkaland']);
  });

  it('find what the unfinished word finds: the organisation its draft, anyone the active feeds', async () => {
    expect(await found({ text: 'quokk' }, member.token)).toEqual(
      [feedIds.published, feedIds.numbered, feedIds.draft].sort((a, b) => a - b),
    );
    expect(await found({ text: 'quokk' })).toEqual([feedIds.published, feedIds.numbered].sort((a, b) => a - b));
    expect(await found({ text: 'survey quokkal' }, member.token)).toEqual([feedIds.draft]);
  });

  it('are none for a word too common to list, a stop word, the end of a phrase or a finished phrase', async () => {
    expect(await repository.lastWordForms('quokk', 2)).toBeUndefined();
    expect(await repository.lastWordForms('the', 32)).toBeUndefined();
    expect(await repository.lastWordForms('"nesting quokk', 32)).toBeUndefined();
    expect(await repository.lastWordForms('"quokka burrows"', 32)).toBeUndefined();
  });

  it('follow a feed whose words change, in the same statement', async () => {
    await t.db.execute(
      sql`update feeds set search_vector = to_tsvector('english', 'Quokkabay ferry') where id = ${feedIds.published}`,
    );
    expect(await words('quokkab')).toEqual(['quokkabay']);
    expect(await found({ text: 'quokkab' })).toEqual([feedIds.published]);
  });

  it('are rebuilt after a bulk load without the words no feed holds any more', async () => {
    await t.db.execute(sql`delete from feeds where id = ${feedIds.numbered}`);
    expect(await words('quokka7')).toEqual(['quokka7']);
    await t.db.execute(sql`select rebuild_search_words()`);
    expect(await words('quokk')).toEqual(['quokkabay', 'quokkaland']);
  });
});
