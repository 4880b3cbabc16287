import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import { routes } from '@feedmarket/contract/routes';

import { apiPath } from '../../fixtures/api';
import { seriousViolations } from '../../fixtures/axe';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { uniqueSuffix } from '../../fixtures/test-data';
import { MemberSeeder } from '../../fixtures/workspace';

/** Pushes JSON lines into a feed with an API client's token, as a device would. */
async function pushRecords(request: APIRequestContext, feedId: number, token: string, records: object[]) {
  const answer = await request.post(apiPath(routes.ingest.push, { metadataId: feedId }), {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    data: records.map((record) => JSON.stringify(record)).join('\n'),
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Opens the live data preview from a feed's files and waits for its stream to be open. */
async function openLiveView(page: Page, feedName: string): Promise<Locator> {
  await expect(page.getByRole('heading', { name: feedName, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Preview live data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Live data preview' });
  await expect(dialog.getByTestId('live-state')).toHaveText('Live');
  await expect(dialog.getByText('Waiting for records…')).toBeVisible();
  return dialog;
}

/** The rows of the live records table, newest first, each as its cells' text without the arrival time. */
function recordRows(dialog: Locator, feedName: string): Locator {
  return dialog.getByRole('region', { name: `Latest records of ${feedName}` }).locator('tbody tr');
}

test('records pushed by a device appear in the live view of the provider and of a consumer with access, newest first, and a paused view catches up on resume', async ({
  page,
  context,
  browser,
  request,
  api,
  baseURL,
}, testInfo) => {
  const name = `Tide gauge ${uniqueSuffix()}`;
  const provider = await MemberSeeder.register(request, 'livep');
  const feedId = await provider.publishFeed(name, [], feedTypes.continuous);
  const token = await provider.connectDevice(feedId, `Tide devices ${uniqueSuffix()}`);
  // A consumer granted access through the provider's policy, its access locked in its workspace.
  await provider.allowEveryone(`Live readers ${uniqueSuffix()}`, [feedId]);
  const consumer = await MemberSeeder.register(request, 'livec');
  await consumer.addToWorkspace([feedId]);
  expect((await consumer.lock(feedId)).access?.state).toBe('granted');

  await rememberSignIn(context, api, baseURL!, provider.account.username, provider.account.password);
  await page.goto(`/dashboard/datasets/files/${feedId}`);
  const providerView = await openLiveView(page, name);

  const consumerContext = await browser.newContext();
  await rememberSignIn(consumerContext, api, baseURL!, consumer.account.username, consumer.account.password);
  const consumerPage = await consumerContext.newPage();
  await consumerPage.goto(`/dashboard/workspace/files/${feedId}`);
  const consumerView = await openLiveView(consumerPage, name);

  await pushRecords(request, feedId, token, [
    { station: 'North pier', level: 1.25 },
    { station: 'North pier', level: 1.5 },
  ]);
  await pushRecords(request, feedId, token, [{ station: 'South pier', level: 0.75, alarm: true }]);

  for (const view of [providerView, consumerView]) {
    const rows = recordRows(view, name);
    await expect(rows).toHaveCount(3, { timeout: 5000 });
    // The record's fields are columns after the time it arrived; the newest is on top.
    await expect(view.getByRole('columnheader')).toHaveText(['Arrived', 'station', 'level', 'alarm']);
    await expect(rows.nth(0).getByRole('cell')).toHaveText([/\d{1,2}:\d{2}:\d{2}/, 'South pier', '0.75', 'true']);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([/\d/, 'North pier', '1.5', '']);
    await expect(rows.nth(2).getByRole('cell')).toHaveText([/\d/, 'North pier', '1.25', '']);
    await expect(view.getByText('3 records received.', { exact: true })).toBeVisible();
    // Screen readers hear a summary, not each row.
    await expect(view.getByRole('status')).toHaveText('Live. 3 records received.', { timeout: 10_000 });
    // Beside them, the earlier chunks follow: the newest file's start, and its stream to download.
    await expect(view.getByLabel(`Preview of the live data of ${name}`)).toContainText('South pier', {
      timeout: 10_000,
    });
    await expect(view.getByRole('button', { name: /^Download stream / })).toHaveCount(1);
  }

  // With its records on screen, the dialog passes axe too (the axe spec sees it waiting for records).
  expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([]);

  // Paused, the provider's view closes its stream; resumed, it gets what arrived meanwhile, once.
  await providerView.getByRole('button', { name: 'Pause' }).click();
  await expect(providerView.getByTestId('live-state')).toHaveText('Paused');
  await pushRecords(request, feedId, token, [{ station: 'East pier', level: 2 }]);
  await expect(recordRows(consumerView, name)).toHaveCount(4, { timeout: 5000 });
  await expect(recordRows(providerView, name)).toHaveCount(3);
  await providerView.getByRole('button', { name: 'Resume' }).focus();
  await page.keyboard.press('Enter');
  await expect(providerView.getByTestId('live-state')).toHaveText('Live');
  await expect(providerView.getByRole('button', { name: 'Pause' })).toBeFocused();
  await expect(recordRows(providerView, name)).toHaveCount(4, { timeout: 5000 });
  await expect(recordRows(providerView, name).nth(0).getByRole('cell').nth(1)).toHaveText('East pier');

  // On a phone the view fits: the table scrolls in its own region.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'the live view is wider than the screen').toBeLessThanOrEqual(0);
  await testInfo.attach('live view at 390 px', { body: await page.screenshot(), contentType: 'image/png' });
  await page.screenshot({ path: testInfo.outputPath('live-view-390.png') });
  await consumerContext.close();
});
