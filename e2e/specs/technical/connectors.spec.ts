import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import { routes } from '@feedmarket/contract/routes';

import { apiPath, FeedSeeder, publishableFeedBody } from '../../fixtures/api';
import { expectNotice } from '../../fixtures/messages';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { uniqueSuffix } from '../../fixtures/test-data';
import { TechnicalTabPage } from '../../pages/technical-tab';

/** A fresh continuous draft feed of the demo provider, so the records pushed here land in no demo feed. */
async function seedLiveFeed(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const suffix = uniqueSuffix();
  const name = `Harbour buoy ${suffix}`;
  const seeder = await FeedSeeder.signIn(request, 'provider');
  const feed = await seeder.create({ ...publishableFeedBody(name, `TC-${suffix}-1`), typeId: feedTypes.continuous });
  return { id: feed.id, name };
}

/** Pushes JSON lines into a feed with an API client's token, as a device would; answers the status. */
async function pushRecords(request: APIRequestContext, feedId: number, token: string, lines: string[]) {
  const answer = await request.post(apiPath(routes.ingest.push, { metadataId: feedId }), {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    data: lines.join('\n'),
  });
  return answer.status();
}

/** Asserts nothing sticks out sideways (tables scroll in their own container), and keeps a screenshot. */
async function expectFitsAndKeep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test('a provider connects a device: a push connector, an API client whose token shows once, records counted in its usage, a new token, delete asked first', async ({
  page,
  context,
  request,
  api,
  baseURL,
}) => {
  const feed = await seedLiveFeed(request);
  await rememberSignIn(context, api, baseURL!, 'provider');
  const technical = new TechnicalTabPage(page);
  await technical.goto();

  // The connector wizard: the feed, then an HTTP push connector with its one parameter at its default.
  const connectorName = `Buoy gateway ${uniqueSuffix()}`;
  await technical.createConnector({ feed: feed.name, name: connectorName, type: /^HTTP push/ });
  await expect(technical.wizard.getByRole('combobox', { name: 'Record format' })).toHaveValue('JSON lines');
  await technical.wizard.getByRole('button', { name: 'Validate configuration' }).click();
  await expect(technical.wizard.getByText('Valid', { exact: true })).toBeVisible();
  await technical.wizard.getByRole('button', { name: 'Create connector' }).click();
  await expectNotice(page, `The connector ${connectorName} was created`);
  await expect(technical.wizard).toBeHidden();
  await expect(technical.row(connectorName)).toContainText('HTTP push');
  await expect(technical.row(connectorName).getByRole('switch', { name: `Active: ${connectorName}` })).toBeChecked();

  // The API client: its token shows once, then only its first characters are left on the page.
  await technical.showView('SDK (API clients)');
  const clientName = `Buoy devices ${uniqueSuffix()}`;
  const token = await technical.createApiClient(clientName);
  await expect(technical.tokenDialog.getByRole('alert')).toContainText('it will not be shown again');
  await technical.tokenDialog.getByRole('button', { name: 'Done' }).click();
  await expect(technical.tokenDialog).toBeHidden();
  await expect(technical.row(clientName)).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  // A device sends three records with the token; the usage graph counts the call and its records.
  expect(await pushRecords(request, feed.id, token, ['{"level":1.2}', '{"level":1.3}', '{"level":1.4}'])).toBe(200);
  await technical.usageButton(clientName).click();
  await expect(technical.usage).toBeVisible();
  await expect(technical.usage.getByRole('radio', { name: 'Day' })).toBeChecked();
  // A figure is its label and, under it, its value.
  const figure = (label: string) =>
    technical.usage.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
  await expect(figure('Calls in the last 30 days')).toHaveText('1');
  await expect(figure('Records in the last 30 days')).toHaveText('3');
  await technical.usage.getByText('Week', { exact: true }).click();
  await expect(figure('Records in the last 12 weeks')).toHaveText('3');

  // A new token, after asking: shown once, and the old one stops working at once.
  await technical.rowAction(clientName, 'Regenerate token');
  await page
    .getByRole('dialog', { name: 'Regenerate API token' })
    .getByRole('button', { name: 'Regenerate token' })
    .click();
  await expect(technical.tokenDialog).toHaveAccessibleName('New API token');
  const newToken = (await technical.tokenDialog.getByTestId('api-token').textContent()) ?? '';
  expect(newToken).not.toBe(token);
  await technical.tokenDialog.getByRole('button', { name: 'Done' }).click();
  expect(await pushRecords(request, feed.id, token, ['{"level":1.5}'])).toBe(401);
  expect(await pushRecords(request, feed.id, newToken, ['{"level":1.5}'])).toBe(200);

  // Deleting asks first: cancelled, the client stays; confirmed, it goes and its token stops working.
  await technical.rowAction(clientName, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete API client' });
  await expect(confirm).toContainText('Its token stops working at once');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(technical.row(clientName)).toBeVisible();
  await technical.rowAction(clientName, 'Delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectNotice(page, `The API client ${clientName} was deleted`);
  await expect(technical.row(clientName)).toHaveCount(0);
  await expect(technical.usage).toBeHidden();
  expect(await pushRecords(request, feed.id, newToken, ['{"level":1.6}'])).toBe(401);
});

test('the Technical tab, the connector wizard and the token fit a 390 px screen', async ({
  page,
  context,
  api,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await rememberSignIn(context, api, baseURL!, 'provider');
  const technical = new TechnicalTabPage(page);
  await technical.goto();
  await expect(technical.createConnectorButton).toBeVisible();
  await expectFitsAndKeep(page, testInfo, 'technical-390');

  await technical.createConnectorButton.click();
  await expect(technical.wizard.getByRole('radio').nth(2)).toBeVisible();
  await expectFitsAndKeep(page, testInfo, 'connector-wizard-390');
  await technical.wizard.getByRole('button', { name: 'Close' }).click();

  await technical.showView('SDK (API clients)');
  await technical.createApiClient(`Phone client ${uniqueSuffix()}`);
  await expectFitsAndKeep(page, testInfo, 'token-390');
});
