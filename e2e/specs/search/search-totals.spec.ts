import { request as apiRequest } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FeedmarketApi } from '../../fixtures/api';
import { demoCatalog } from '../../fixtures/demo-catalog';
import { expect, test } from '../../fixtures/test';
import { resultsHeadingText, SearchPage } from '../../pages/search-page';

const { harbourWord } = demoCatalog;
const misspelt = 'harbur';

test.describe('misspelt words', () => {
  test('a misspelt search shows the results of the corrected words, with a notice saying so', async ({
    api,
    searchPage,
  }) => {
    const typed = await api.search({ text: misspelt });
    expect(typed).toMatchObject({
      searchedFor: harbourWord,
      corrections: [{ word: misspelt, correction: harbourWord }],
    });
    const corrected = await api.search({ text: harbourWord });
    await searchPage.goto('view=list');

    await searchPage.searchBox.fill(misspelt);

    await expect(searchPage.main.getByRole('status').filter({ hasText: 'Showing results for' })).toHaveText(
      `Showing results for “${harbourWord}”: no feed matched “${misspelt}”.`,
    );
    await searchPage.expectResults(corrected.totalItems, harbourWord);
    await expect(searchPage.resultNames()).toHaveText(corrected.data.map((feed) => feed.meta.name));
  });

  test('words the catalogue holds show no notice', async ({ api, searchPage }) => {
    const found = await api.search({ text: harbourWord });
    await searchPage.goto('view=list');
    await searchPage.search(harbourWord);
    await searchPage.expectResults(found.totalItems, harbourWord);
    await expect(searchPage.main.getByText(/^Showing results for/)).toHaveCount(0);
  });
});

/**
 * A server of its own that counts at most 20 matches one by one, so a search of the demo catalogue
 * can be too large to count (the shared server counts 2,000, the whole demo catalogue).
 */
test.describe('a search too large to count', () => {
  const port = Number(process.env.E2E_PORT ?? 8181) + 7;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'feedmarket-e2e-estimate-'));
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Node itself, not npx: stopping it then stops the server.
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        SEARCH_COUNT_LIMIT: '20',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () => {
          const response = await fetch(`${baseUrl}/api/v2/domain/app/feedmarket`).catch(() => undefined);
          return response?.status;
        },
        { timeout: 170_000, intervals: [1_000] },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('shows "about N" for a total it estimated', async ({ page, context }) => {
    await context.addCookies([{ name: 'feedmarket_cookies', value: 'declined', url: baseUrl }]);
    const api = new FeedmarketApi(await apiRequest.newContext({ baseURL: baseUrl }));
    // Two words: one word alone is counted exactly by the dictionary however many feeds hold it.
    const text = `${harbourWord} traffic`;
    const answer = await api.search({ text });
    expect(answer.totalIsEstimate).toBe(true);

    await page.goto(`${baseUrl}/?view=list&q=${encodeURIComponent(text)}`);

    await expect(new SearchPage(page).resultsHeading).toHaveText(
      `about ${resultsHeadingText(answer.totalItems, text)}`,
    );
  });
});
