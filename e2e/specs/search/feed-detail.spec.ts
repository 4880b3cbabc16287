import { formatMessage } from '@feedmarket/contract/messages';

import { demoCatalog } from '../../fixtures/demo-catalog';
import { expectNotice } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { FeedDetailDialog } from '../../pages/feed-detail-dialog';

const { detailFeed } = demoCatalog;

test.describe('feed detail dialog', () => {
  // Copy link writes to the clipboard, which headless Chromium allows once granted.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("a result opens its detail dialog with the feed's overview", async ({ page, api, searchPage }) => {
    const feed = await api.feedDetail((await api.feedNamed(detailFeed.name)).id);
    await searchPage.goto(`q=${encodeURIComponent(detailFeed.text)}&view=list`);

    const dialog = await searchPage.openFeed(detailFeed.name);

    await expect(page).toHaveURL(new RegExp(`[?&]feed=${feed.id}(&|$)`));
    await expect(dialog.byline).toHaveText(`by ${feed.orgName}`);
    await expect(dialog.overview.description).toHaveText(feed.meta.description);
    await expect(dialog.overview.field('Provider')).toHaveText(feed.orgName);
    await expect(dialog.overview.field('Type')).toHaveText(feed.typeText);
    await expect(dialog.overview.field('Status')).toHaveText(feed.statusText);
    await expect(dialog.overview.field('Source category')).toHaveText(feed.sourceCatText ?? 'Not given');
    await expect(dialog.overview.field('Feed id')).toHaveText(String(feed.id));
    await expect(dialog.overview.field('External id')).toHaveText(feed.identifier.extId ?? 'Not given');
    await expect(dialog.overview.field('Countries')).toHaveText(feed.columns.country.join(', '));
    await expect(dialog.publicPage).toHaveAttribute('href', `/public/${feed.uid}`);

    await dialog.close.click();

    await expect(dialog.dialog).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]feed=/);
    await expect(searchPage.resultLink(detailFeed.name)).toBeVisible();
  });

  test('the address of an open dialog opens it again', async ({ page, api }) => {
    const feed = await api.feedNamed(detailFeed.name);
    const dialog = new FeedDetailDialog(page, detailFeed.name);

    await page.goto(`/?feed=${feed.id}`);

    await dialog.expectOpen();
    await expect(dialog.overview.field('Provider')).toHaveText(feed.orgName);
  });

  test("copy link puts the feed's public address on the clipboard", async ({ page, api, baseURL, searchPage }) => {
    const feed = await api.feedNamed(detailFeed.name);
    await searchPage.goto(`q=${encodeURIComponent(detailFeed.text)}&view=list`);
    const dialog = await searchPage.openFeed(detailFeed.name);

    await dialog.copyLink.click();

    await expectNotice(page, formatMessage('copied', { name: detailFeed.name }));
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`${baseURL}/public/${feed.uid}`);
  });
});
