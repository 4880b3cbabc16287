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

  test("an unknown public id shows the feed-not-found page with the server's reason and a way back", async ({
    page,
    searchPage,
    publicFeedPage,
  }) => {
    await publicFeedPage.goto(randomUUID());

    await expect(publicFeedPage.notFoundHeading).toBeVisible();
    await expect(page).toHaveTitle(/^Feed not found/);
    // The server's own message (consumer spec §8), and what it means.
    await expect(publicFeedPage.main).toContainText('This feed is not published.');
    await expect(publicFeedPage.main).toContainText('No published feed has this address.');

    await publicFeedPage.searchAllFeeds.click();
    await expect(searchPage.heading).toBeVisible();
  });

  test('a public link that is no feed id at all shows the feed-not-found page, not a validation message', async ({
    page,
    publicFeedPage,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/metadata/public/')) asked.push(request.url());
    });

    for (const uid of ['does-not-exist', '12345', `${randomUUID()}x`]) {
      await publicFeedPage.goto(uid);

      await expect(publicFeedPage.notFoundHeading).toBeVisible();
      await expect(publicFeedPage.main).toContainText('No published feed has this address.');
      await expect(publicFeedPage.main).not.toContainText(/invalid|uuid|params/i);
      await expect(publicFeedPage.searchAllFeeds).toBeVisible();
    }
    // Nothing that cannot be a feed's id is sent to the server.
    expect(asked).toEqual([]);
  });
});
