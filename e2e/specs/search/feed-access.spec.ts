import type { APIRequestContext } from '@playwright/test';

import { routes } from '@feedmarket/contract/routes';
import type { TPrice, TPriceRow } from '@feedmarket/contract/pricing/pricing.schemas';

import { apiPath } from '../../fixtures/api';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { demoPassword, newAccount } from '../../fixtures/test-data';
import { FeedDetailDialog } from '../../pages/feed-detail-dialog';

/** The demo provider's per-feed price ("Standard licence") and the feed it prices. */
async function standardLicence(request: APIRequestContext, orgId: number, token: string) {
  const response = await request.get(apiPath(routes.pricing.list, { orgId }), {
    headers: { authorization: `Bearer ${token}` },
    params: { pageSize: 50 },
  });
  const rows = (await response.json()).data.content as TPriceRow[];
  const row = rows.find((price) => price.name === 'Standard licence')!;
  const price = await request.get(apiPath(routes.pricing.get, { id: row.id }), {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await price.json()) as TPrice;
}

test('the feed detail tells a member how to get a feed’s data, and then that it has it', async ({
  page,
  context,
  api,
  request,
  baseURL,
}) => {
  const provider = await api.login('provider', demoPassword);
  const price = await standardLicence(request, provider.orgid, provider.token);
  const feed = await api.feedDetail(price.metadataIds[0]!);
  const account = newAccount('access');
  await api.register(account);
  const member = await rememberSignIn(context, api, baseURL!, account.username, account.password);
  const dialog = new FeedDetailDialog(page, feed.meta.name);
  const panel = dialog.dialog.getByRole('alert');

  await page.goto(`/?feed=${feed.id}`);
  await dialog.expectOpen();
  await expect(panel).toContainText('How to get its data');
  await expect(panel).toContainText('Access costs USD 250.00.');

  await dialog.addToWorkspace.click();
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
  await expect(panel).toContainText('It is in your workspace');
  await panel.getByRole('link', { name: 'lock it there' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workspace$/);

  // Locked (the Workspace tab's own tests lock through the page), the feed is the member's to read.
  const headers = { authorization: `Bearer ${member.token}` };
  const items = await request.get(apiPath(routes.workspace.list, { orgId: member.orgid }), { headers });
  const item = (await items.json()).data.content[0] as { id: number };
  const locked = await request.put(apiPath(routes.workspace.lock, { orgId: member.orgid, workspaceId: item.id }), {
    headers,
  });
  expect(locked.status()).toBe(200);

  await page.goto(`/?feed=${feed.id}`);
  await expect(panel).toContainText('Your organisation has access');
  await panel.getByRole('link', { name: 'Open its files' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/datasets/files/${feed.id}$`));
  await expect(page.getByRole('heading', { name: feed.meta.name })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});
