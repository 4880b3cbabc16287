import { randomUUID } from 'node:crypto';

import { demoCatalog } from '../../fixtures/demo-catalog';
import { escapeRegExp } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';

test.describe('public feed page', () => {
  test('a visitor who is not signed in sees the feed on its public page', async ({
    page,
    api,
    header,
    publicFeedPage,
  }) => {
    const feed = await api.feedDetail((await api.feedNamed(demoCatalog.publicFeed)).id);

    await publicFeedPage.goto(feed.uid);

    await expect(publicFeedPage.heading(feed.meta.name)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(feed.meta.name)));
    await expect(publicFeedPage.kicker).toBeVisible();
    await expect(publicFeedPage.byline).toHaveText(`by ${feed.orgName}`);
    await expect(publicFeedPage.overview.description).toHaveText(feed.meta.description);
    await expect(publicFeedPage.overview.field('Provider')).toHaveText(feed.orgName);
    await expect(publicFeedPage.overview.field('Type')).toHaveText(feed.typeText);
    await expect(publicFeedPage.overview.field('Feed id')).toHaveText(String(feed.id));
    await expect(publicFeedPage.addToWorkspace).toBeVisible();
    await header.expectSignedOut();
  });

  test("the detail dialog's public page link opens the public page", async ({
    page,
    api,
    searchPage,
    publicFeedPage,
  }) => {
    const { detailFeed } = demoCatalog;
    const feed = await api.feedNamed(detailFeed.name);
    await searchPage.goto(`q=${encodeURIComponent(detailFeed.text)}&view=list`);
    const dialog = await searchPage.openFeed(detailFeed.name);

    await dialog.publicPage.click();

    await expect(page).toHaveURL(`/public/${feed.uid}`);
    await expect(dialog.dialog).toBeHidden();
    await expect(publicFeedPage.heading(detailFeed.name)).toBeVisible();
    await expect(publicFeedPage.overview.field('Provider')).toHaveText(feed.orgName);
  });

  test('an unknown public id says the feed cannot be shown', async ({ page, publicFeedPage }) => {
    await publicFeedPage.goto(randomUUID());

    const problem = page.getByRole('alert').filter({ hasText: 'This feed cannot be shown' });
    await expect(problem).toBeVisible();
    // The server's own message (consumer spec §8).
    await expect(problem).toContainText('This feed is not published');
  });
});
