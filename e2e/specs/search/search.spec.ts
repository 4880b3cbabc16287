import { demoCatalog } from '../../fixtures/demo-catalog';
import { expect, test } from '../../fixtures/test';
import { resultsHeadingText } from '../../pages/search-page';

const { harbourWord, cityWord } = demoCatalog;

test.describe('search by text', () => {
  test('typed words narrow the results, after the debounce, to feeds named with them', async ({
    page,
    api,
    searchPage,
  }) => {
    const [everything, found] = await Promise.all([api.search({}), api.search({ text: harbourWord, pageSize: 100 })]);
    expect(found.totalItems).toBeGreaterThan(1);
    expect(found.totalItems).toBeLessThan(everything.totalItems);
    await searchPage.goto('view=list');
    await searchPage.expectResults(everything.totalItems);

    await searchPage.searchBox.fill(harbourWord);

    // The heading names the words only together with their own count, never with the previous search's.
    await expect(searchPage.resultsHeading).toContainText(`“${harbourWord}”`);
    expect(await searchPage.resultsHeading.textContent()).toBe(resultsHeadingText(found.totalItems, harbourWord));
    const names = searchPage.resultNames();
    await expect(names).toHaveText(found.data.map((feed) => feed.meta.name));
    for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain(harbourWord);
    await expect(page).toHaveURL(/[?&]q=harbour(&|$)/);
  });

  test('the address keeps the words, so a reload shows the same results', async ({ page, api, searchPage }) => {
    const found = await api.search({ text: cityWord });
    await searchPage.goto();
    await searchPage.search(cityWord);
    await searchPage.expectResults(found.totalItems, cityWord);
    await expect(page).toHaveURL(/[?&]q=Valencia(&|$)/);

    await page.reload();

    await expect(searchPage.searchBox).toHaveValue(cityWord);
    await searchPage.expectResults(found.totalItems, cityWord);
    await expect(searchPage.resultNames()).toHaveText(found.data.map((feed) => feed.meta.name));
  });

  test('the back button returns to the previous search', async ({ page, api, searchPage }) => {
    const [everything, harbour, city] = await Promise.all([
      api.search({}),
      api.search({ text: harbourWord }),
      api.search({ text: cityWord }),
    ]);
    await searchPage.goto();
    await searchPage.search(harbourWord);
    await searchPage.expectResults(harbour.totalItems, harbourWord);
    await searchPage.search(cityWord);
    await searchPage.expectResults(city.totalItems, cityWord);

    await page.goBack();

    await expect(page).toHaveURL(/[?&]q=harbour(&|$)/);
    await expect(searchPage.searchBox).toHaveValue(harbourWord);
    await searchPage.expectResults(harbour.totalItems, harbourWord);
    await expect(searchPage.resultNames().first()).toHaveText(harbour.data[0]!.meta.name);

    await page.goBack();

    await expect(searchPage.searchBox).toHaveValue('');
    await searchPage.expectResults(everything.totalItems);
  });

  test('clearing the search text shows every feed again', async ({ api, searchPage }) => {
    const [everything, found] = await Promise.all([api.search({}), api.search({ text: cityWord })]);
    await searchPage.goto(`q=${cityWord}`);
    await searchPage.expectResults(found.totalItems, cityWord);

    await searchPage.clearSearchText.click();

    await expect(searchPage.searchBox).toHaveValue('');
    await searchPage.expectResults(everything.totalItems);
  });
});
