import { feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import { continuousListLimit } from '@feedmarket/contract/datasets/datasets.schemas';

import { DatasetSeeder, DatasetsTabPage, demoProvider } from '../../fixtures/datasets';
import { expect, test } from '../../fixtures/test';
import { demoPassword } from '../../fixtures/test-data';

/**
 * Live data arrives through connectors, which the API cannot impersonate: these specs use the hourly
 * chunks the demo data gives the provider's first continuous feeds (apps/server/src/db/seed/demo).
 */
test.describe('live data of a continuous feed', () => {
  test('the live data link lists the newest files to copy, and downloads their stream', async ({
    page,
    context,
    request,
    signInDialog,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const live = (await seeder.datasets()).find((row) => row.typeId === feedTypes.continuous && row.files > 0);
    expect(live, 'a demo continuous feed with files').toBeDefined();
    const path = `/dashboard/datasets/files/${live!.datasetId}`;
    await page.goto(path);
    await signInDialog.signIn({ username: demoProvider.username, password: demoPassword });
    const tab = new DatasetsTabPage(page);
    await expect(page.getByRole('heading', { name: live!.name, level: 2 })).toBeVisible();

    await page.getByRole('button', { name: 'Live data link' }).click();

    const dialog = tab.dialog('Live data link');
    const addresses = dialog.getByRole('textbox', { name: /^API address of / });
    await expect(addresses).toHaveCount(continuousListLimit);
    await expect(addresses.first()).toHaveValue(/\/api\/v2\/dataset\/content\/\d+\/download$/);
    const copy = dialog.getByRole('button', { name: /^Copy the API address of / }).first();
    await copy.click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(await addresses.first().inputValue());
    // The confirmation lasts 1.5 s.
    await expect(dialog.getByRole('button', { name: 'Copied' })).toHaveCount(0, { timeout: 3000 });

    const downloading = page.waitForEvent('download');
    await dialog
      .getByRole('button', { name: /^Download stream / })
      .first()
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-[0-9a-f-]{36}\.csv$/);
  });

  test('the live data preview shows the start of the newest file', async ({ page, request, signInDialog }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const live = (await seeder.datasets()).find((row) => row.typeId === feedTypes.continuous && row.files > 0);
    expect(live, 'a demo continuous feed with files').toBeDefined();
    const path = `/dashboard/datasets/files/${live!.datasetId}`;
    await page.goto(path);
    await signInDialog.signIn({ username: demoProvider.username, password: demoPassword });

    await page.getByRole('button', { name: 'Preview live data' }).click();

    const dialog = page.getByRole('dialog', { name: 'Live data preview' });
    await expect(dialog.getByLabel(/^Preview of the live data of /)).toContainText(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z,/,
    );
    await expect(dialog.getByRole('button', { name: /^Download stream / })).toHaveCount(1);
  });
});
