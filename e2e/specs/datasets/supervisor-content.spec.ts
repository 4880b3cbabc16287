import { DatasetSeeder, demoProvider } from '../../fixtures/datasets';
import { expect, test } from '../../fixtures/test';
import { demoPassword, demoUsers, uniqueSuffix } from '../../fixtures/test-data';
import { SupervisorFeedsPage } from '../../pages/metadata-tab';

test("the supervisor reads a feed's files in its view, and Escape in a preview closes only the preview", async ({
  page,
  request,
  signInDialog,
}) => {
  const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
  const suffix = uniqueSuffix();
  const name = `Supervised gauge ${suffix}`;
  const datasetId = await seeder.createFeed(name);
  await seeder.upload(datasetId, [{ name: 'levels.csv', text: 'time,level\n2026-01-01T00:00:00Z,1.5\n' }]);

  await page.goto('/supervisor/metadata');
  await signInDialog.signIn({ username: demoUsers.supervisor.username, password: demoPassword });
  const feeds = new SupervisorFeedsPage(page);
  await feeds.filterBy(suffix);
  await feeds.action(name, 'View').click();
  await expect(feeds.viewDialog.getByRole('heading', { name: 'Dataset content' })).toBeVisible();
  await expect(feeds.viewDialog.getByRole('row', { name: /levels\.csv/ })).toBeVisible();
  // The supervisor reads content but never changes it.
  for (const upload of ['Upload file', 'Upload files']) {
    await expect(feeds.viewDialog.getByRole('button', { name: upload, exact: true })).toHaveCount(0);
  }
  await expect(feeds.viewDialog.getByRole('button', { name: 'Delete levels.csv' })).toHaveCount(0);

  await feeds.viewDialog.getByRole('button', { name: 'Preview levels.csv' }).click();
  const preview = page.getByRole('dialog', { name: /Preview/ });
  await expect(preview).toContainText('1.5');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(feeds.viewDialog).toBeVisible();
});
