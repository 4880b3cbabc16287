import { feedStatuses, feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import { API_BASE, buildPath } from '@feedmarket/contract/common/route';
import { publicPreview } from '@feedmarket/contract/datasets/datasets.schemas';
import { messages } from '@feedmarket/contract/messages';
import { routes } from '@feedmarket/contract/routes';

import { DatasetSeeder, demoProvider } from '../../fixtures/datasets';
import { demoCatalog } from '../../fixtures/demo-catalog';
import { expect, test } from '../../fixtures/test';
import { FeedDetailDialog } from '../../pages/feed-detail-dialog';

const previewPath = (id: number) => `${API_BASE}${buildPath(routes.datasets.feedPreview.path, { id })}`;

test.describe('feed preview', () => {
  test("a visitor sees the first rows of a feed's newest file on the Preview tab", async ({ page, request }) => {
    // The demo provider's first file-based feeds hold three daily CSV files each.
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const feed = (await seeder.datasets()).find(
      (row) => row.typeId === feedTypes.file && row.status === feedStatuses.active && row.files > 0,
    )!;
    const [newest] = await seeder.files(feed.datasetId);
    const dialog = new FeedDetailDialog(page, feed.name);

    await page.goto(`/?feed=${feed.datasetId}`);
    await dialog.expectOpen();
    await dialog.tab('Preview').click();

    await expect(dialog.previewSource).toContainText(`From ${newest!.fileName}`);
    await expect(dialog.previewTable.getByRole('columnheader')).toHaveText(['timestamp', 'value', 'quality']);
    const rows = dialog.previewTable.getByRole('row');
    await expect(rows).toHaveCount(publicPreview.lines);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText(newest!.dataStart!);
  });

  test('a feed without files says its content cannot be previewed, and why', async ({ page, request, api }) => {
    const feed = await api.feedNamed(demoCatalog.detailFeed.name);
    expect((await request.get(previewPath(feed.id))).status()).toBe(404);
    const dialog = new FeedDetailDialog(page, feed.meta.name);

    await page.goto(`/?feed=${feed.id}`);
    await dialog.expectOpen();
    await dialog.tab('Preview').click();

    await expect(dialog.dialog.getByRole('heading', { name: messages.previewFailed })).toBeVisible();
    await expect(dialog.dialog.getByText(messages.noPreviewData)).toBeVisible();
  });
});
