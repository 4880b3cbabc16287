import { demoCatalog } from '../../fixtures/demo-catalog';
import { FeedSeeder, publishableFeedBody } from '../../fixtures/api';
import { expect, test } from '../../fixtures/test';
import { newAccount, uniqueSuffix } from '../../fixtures/test-data';

const { detailFeed } = demoCatalog;

test.describe('provider links', () => {
  test("the provider's name in the feed details sends the browser to the provider's website", async ({
    page,
    api,
    searchPage,
  }) => {
    const feed = await api.feedDetail((await api.feedNamed(detailFeed.name)).id);
    const { website } = await api.providerSite(feed.orgId);
    if (!website) throw new Error(`The demo provider ${feed.orgName} has a website`);
    // The test serves the provider's website itself, so the browser never leaves this machine.
    await page.route(`${new URL(website).origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>${feed.orgName}</title><h1>Welcome to ${feed.orgName}</h1>`,
      }),
    );
    await searchPage.goto(`q=${encodeURIComponent(detailFeed.text)}&view=list`);
    const dialog = await searchPage.openFeed(detailFeed.name);

    await dialog.overview.field('Provider').getByRole('link', { name: feed.orgName }).click();

    await expect(page).toHaveURL(website);
    await expect(page.getByRole('heading', { name: `Welcome to ${feed.orgName}` })).toBeVisible();
    // The redirect page replaced itself: Back returns to the feed that linked there.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]feed=${feed.id}(&|$)`));
  });

  test('a provider without a website says so, and an address naming no provider is not found', async ({
    page,
    api,
    request,
  }) => {
    const account = newAccount('nosite');
    await api.register(account);
    const { orgid } = await api.login(account.username, account.password);
    const seeder = await FeedSeeder.signIn(request, account.username, account.password);
    const suffix = uniqueSuffix();
    const feed = await seeder.create(publishableFeedBody(`Quiet street noise ${suffix}`, `QS-${suffix}-1`));
    expect((await seeder.submit(feed.id)).status).toBe(1);

    await page.goto(`/go/${orgid}-any-name`);
    await expect(
      page.getByRole('heading', { name: `${account.organisationName} has no website listed` }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to search' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/go/999999999-nobody');
    await expect(page.getByRole('heading', { name: 'Provider not found' })).toBeVisible();
  });
});
