import { readFile } from 'node:fs/promises';

import { formatMessage } from '@feedmarket/contract/messages';
import { policyTypes } from '@feedmarket/contract/policies/policies.constants';

import { DatasetsTabPage } from '../../fixtures/datasets';
import { expectNotice } from '../../fixtures/messages';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { uniqueSuffix } from '../../fixtures/test-data';
import { seedMarket } from '../../fixtures/workspace';
import { FinanceTabPage } from '../../pages/finance-tab';
import { NotificationsDialog } from '../../pages/notifications-dialog';
import { PoliciesTabPage } from '../../pages/policies-tab';
import { PolicyWizardPage } from '../../pages/policy-wizard';
import { WorkspaceTabPage } from '../../pages/workspace-tab';

/**
 * The marketplace's whole errand, each side in its own browser: a provider's priced feed under a
 * Review policy; a consumer who locks it; the provider's approval; the consumer's charge, and its
 * download; then the provider tightens the policy and the consumer loses the access, and is told.
 */
test('a consumer locks a priced feed, the provider approves, the consumer pays and downloads, and a tightened policy takes the access back', async ({
  page,
  browser,
  context,
  request,
  api,
  baseURL,
}) => {
  // Two browsers, a wizard and the consumer's four tabs: more than the default minute.
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const name = `Harbour tide gauge ${suffix}`;
  const policyName = `Harbour partners ${suffix}`;
  const file = { name: `tides-${suffix}.csv`, text: 'time,level\n2025-03-01T00:00:00Z,1.42\n' };
  const { provider, consumer, ids } = await seedMarket(request, 'trip', [{ name, files: [file], price: 40 }]);
  const feedId = ids[0]!;
  await provider.policyForEveryone(policyName, policyTypes.review, [feedId]);

  // The consumer locks the feed: the Review policy leaves it to the provider.
  await rememberSignIn(context, api, baseURL!, consumer.account.username, consumer.account.password);
  const workspace = new WorkspaceTabPage(page);
  await workspace.goto();
  const confirm = await workspace.askToLock(name);
  await confirm.getByRole('button', { name: 'Lock', exact: true }).click();
  await expectNotice(page, formatMessage('accessPending', { name }));
  await expect(workspace.row(workspace.accessed, name)).toContainText('Waiting for the provider');

  // The provider approves the request on its Policies tab.
  const providerContext = await browser.newContext();
  const providerPage = await providerContext.newPage();
  await rememberSignIn(providerContext, api, baseURL!, provider.account.username, provider.account.password);
  const policies = new PoliciesTabPage(providerPage);
  await policies.goto();
  const pending = policies.requestRow(consumer.account.organisationName, name);
  await expect(pending).toContainText('Waiting for the provider');
  await pending.getByRole('button', { name: /^Approve the request/ }).click();
  const approve = providerPage.getByRole('dialog', { name: 'Approve access request' });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectNotice(providerPage, `${consumer.account.organisationName} has access to ${name} now.`);

  // The consumer has access, paid for it, and downloads the file.
  await page.reload();
  const granted = workspace.row(workspace.accessed, name);
  await expect(granted).toContainText('Access granted');
  const finance = new FinanceTabPage(page);
  await finance.goto();
  await expect(finance.rows('Money paid')).toHaveCount(1);
  await expect(finance.rows('Money paid').first()).toContainText(name);
  await expect(finance.totals('Money paid')).toContainText('$40.00');

  await page.goto(`/dashboard/workspace/files/${feedId}`);
  const downloading = page.waitForEvent('download');
  await new DatasetsTabPage(page)
    .fileRow(file.name)
    .getByRole('button', { name: `Download ${file.name}` })
    .click();
  const download = await downloading;
  expect((await readFile(await download.path())).toString('utf8')).toBe(file.text);

  // The provider turns the policy into a Deny in the wizard: the access granted under it is revoked.
  await policies.rowAction(policyName, 'Edit in the wizard');
  const edit = new PolicyWizardPage(providerPage, 'Edit policy');
  await edit.expectOpen();
  await edit.dialog.getByRole('radio', { name: /^Deny/ }).click();
  await edit.stepButton('Activate').click();
  await edit.saveAndActivate.click();
  await expectNotice(providerPage, `The policy ${policyName} is active.`);
  await policies.showRequests('Access revoked');
  await expect(policies.requestRow(consumer.account.organisationName, name)).toBeVisible();
  await providerContext.close();

  // The consumer's workspace no longer holds the feed, and the bell says why.
  await workspace.goto();
  await expect(page.getByText('No accessed feeds yet')).toBeVisible();
  const bell = new NotificationsDialog(page);
  await bell.open();
  await expect(bell.row(`Access revoked: ${name}`)).toBeVisible();
});
