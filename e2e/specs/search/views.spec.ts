import { demoCatalog } from '../../fixtures/demo-catalog';
import { expect, test } from '../../fixtures/test';
import { FeedDetailDialog } from '../../pages/feed-detail-dialog';

const { harbourWord, farCountry } = demoCatalog;

test.describe('search views', () => {
  test('the results show as tiles, as a list and on a map', async ({ page, api, searchPage }) => {
    const found = await api.search({ text: harbourWord });
    const names = found.data.map((feed) => feed.meta.name);
    await searchPage.goto(`q=${harbourWord}`);

    // The application settings open the tile view.
    await expect(searchPage.viewOption('Tile')).toBeChecked();
    await expect(searchPage.resultsTiles.getByRole('listitem')).toHaveCount(names.length);
    await expect(searchPage.resultNames()).toHaveText(names);

    await searchPage.switchTo('List');

    await expect(page).toHaveURL(/[?&]view=list(&|$)/);
    await expect(searchPage.resultsTiles).toBeHidden();
    // One row per feed under the header row.
    await expect(searchPage.resultsTable.getByRole('row')).toHaveCount(names.length + 1);
    await expect(searchPage.resultNames()).toHaveText(names);

    const clusters = page.waitForResponse(
      (response) => response.url().endsWith('/search/metadata/clusters') && response.ok(),
    );
    await searchPage.switchTo('Map');

    await expect(page).toHaveURL(/[?&]view=map(&|$)/);
    await expect(searchPage.map).toBeVisible();
    await expect(searchPage.results).toBeHidden();
    await clusters;
    await searchPage.expectResults(found.totalItems, harbourWord);
    // The markers are the server's clusters of the feeds in view: together they hold every feed counted there.
    await expect(searchPage.mapAreaCount).toBeVisible();
    const inArea = Number((await searchPage.mapAreaCount.textContent())?.match(/[\d,]+/)?.[0].replace(/,/g, ''));
    expect(inArea).toBeGreaterThan(0);
    expect(inArea).toBeLessThanOrEqual(found.totalItems);
    await expect.poll(() => searchPage.markedFeedCount(), { message: 'feeds behind the markers' }).toBe(inArea);

    await searchPage.switchTo('Tile');

    await expect(searchPage.map).toBeHidden();
    await expect(searchPage.resultNames()).toHaveText(names);
  });

  test('a marker of one feed opens its details', async ({ page, api, searchPage }) => {
    await searchPage.goto(`q=${harbourWord}&view=map`);
    const marker = searchPage.main.getByRole('button', { name: 'Open feed details' }).first();
    await expect(marker).toBeVisible();

    // From the keyboard: a marker near the map's edge may sit under an overlay, and a button takes Enter anyway.
    await marker.press('Enter');

    await expect(page).toHaveURL(/[?&]feed=\d+(&|$)/);
    const id = Number(new URL(page.url()).searchParams.get('feed'));
    const feed = await api.feedDetail(id);
    expect(feed.meta.name.toLowerCase()).toContain(harbourWord);
    const dialog = new FeedDetailDialog(page, feed.meta.name);
    await dialog.expectOpen();
    await expect(dialog.overview.field('Feed id')).toHaveText(String(id));
  });

  test("a filter whose feeds all lie outside the map's view brings the map to them", async ({
    page,
    api,
    searchPage,
  }) => {
    const germany = await api.filterOption('country', farCountry.name);
    const inGermany = await api.search({ filters: { country: [germany.value] } });
    expect(inGermany.totalItems).toBeGreaterThan(0);
    await searchPage.goto('view=map');
    // The default view is over the United States; the map library takes a while to start on a busy machine.
    await expect(searchPage.mapAreaCount).toBeVisible({ timeout: 30_000 });

    const countries = await searchPage.openMoreOptions('Country');
    await countries.narrow(farCountry.prefix);
    await countries.choose(farCountry.name);

    await searchPage.expectResults(inGermany.totalItems);
    await expect
      .poll(async () => Number((await searchPage.mapAreaCount.textContent())?.match(/[\d,]+/)?.[0].replace(/,/g, '')), {
        message: 'feeds in the map area',
        timeout: 20_000,
      })
      .toBe(inGermany.totalItems);
    await expect(searchPage.main.getByText('No feeds found for the current filters in this area')).toBeHidden();
    // The camera in the address is over Germany.
    const camera = new URL(page.url()).searchParams;
    expect(Number(camera.get('lat'))).toBeGreaterThan(45);
    expect(Number(camera.get('lat'))).toBeLessThan(56);
    expect(Number(camera.get('lon'))).toBeGreaterThan(4);
    expect(Number(camera.get('lon'))).toBeLessThan(17);
  });
});
