import { demoCatalog } from '../../fixtures/demo-catalog';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { FeedDetailDialog } from '../../pages/feed-detail-dialog';

test.describe("the dashboard's Search Feeds tab", () => {
  test('searches the catalogue, and opens a feed published last', async ({
    page,
    context,
    api,
    baseURL,
    searchPage,
  }) => {
    await rememberSignIn(context, api, baseURL!, 'consumer');
    await page.goto('/dashboard/search');
    const tab = page.getByRole('tabpanel', { name: 'Search Feeds' });

    const newest = (await api.search({ text: '', pageSize: 1, sort: 'DATEADDED' })).data[0]!;
    const card = tab.getByRole('listitem').filter({ hasText: newest.meta.name });
    await expect(card).toContainText(newest.orgName);
    await card.getByRole('link', { name: newest.meta.name }).click();
    await new FeedDetailDialog(page, newest.meta.name).expectOpen();

    await page.goto('/dashboard/search');
    await tab.getByLabel('Search the catalogue').fill(demoCatalog.cityWord);
    await tab.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${demoCatalog.cityWord}(&|$)`));
    await expect(searchPage.resultsHeading).toContainText(demoCatalog.cityWord);
  });
});
