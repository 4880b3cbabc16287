import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v2${url}` });

it('answers a group index page with the list of its pages', async () => {
  const response = await get('/content/help');
  expect(response.statusCode).toBe(200);
  const page = response.json();
  expect(page).toMatchObject({ group: 'help', page: 'index', title: 'Help centre' });
  expect(page.body).toContain('## ');
  expect(page.pages.map((entry: { page: string }) => entry.page)).toContain('getting-started');
});

it('answers one page of a group', async () => {
  const page = (await get('/content/help/getting-started')).json();
  expect(page).toMatchObject({ group: 'help', page: 'getting-started' });
});

it('answers 404 for unknown groups and pages, 400 for malformed slugs', async () => {
  expect((await get('/content/nothing')).statusCode).toBe(404);
  expect((await get('/content/help/nothing')).statusCode).toBe(404);
  expect((await get('/content/help/..%2Fsecret')).statusCode).toBe(400);
});
