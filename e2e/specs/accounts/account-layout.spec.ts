import type { Page, TestInfo } from '@playwright/test';

import { TeamSeeder } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';
import { newAccount } from '../../fixtures/test-data';
import { AccountTabPage } from '../../pages/account-tab';
import { UsersTabPage } from '../../pages/users-tab';

/** Asserts nothing sticks out sideways (tables scroll in their own container), and keeps a screenshot. */
async function expectFitsAndKeep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // An expression rather than a function: the browser's globals are not in this project's types.
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

for (const width of [390, 1280]) {
  test(`the Account and Users tabs and their dialogs fit a ${width} px screen`, async ({
    page,
    request,
    signInDialog,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const team = await TeamSeeder.register(request, `fit${width}`);
    const colleague = newAccount('colleague');
    await team.addActiveColleague(colleague, [2, 3, 5]);
    await page.goto('/');
    await signInDialog.open();
    await signInDialog.signIn(team.admin);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toBeVisible();

    const account = new AccountTabPage(page);
    await account.goto();
    await expect(account.card('Administrators')).toContainText(team.admin.displayname);
    await expectFitsAndKeep(page, testInfo, `account-${width}`);
    await account.editButton.click();
    await expect(account.dialog.getByLabel('Organisation name')).toHaveValue(team.admin.organisationName);
    await expectFitsAndKeep(page, testInfo, `account-edit-${width}`);
    await account.dialog.getByRole('button', { name: 'Cancel' }).click();

    const users = new UsersTabPage(page);
    await users.goto();
    await expect(users.row(colleague.displayname)).toBeVisible();
    await expectFitsAndKeep(page, testInfo, `users-${width}`);
    // The row's actions are reachable: the table scrolls within its own container.
    await users
      .row(colleague.displayname)
      .getByRole('button', { name: `Actions for ${colleague.displayname}` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: `Edit user ${colleague.username}` })).toBeVisible();
    await expectFitsAndKeep(page, testInfo, `users-edit-${width}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await users.createButton.click();
    await expect(page.getByRole('dialog', { name: 'Create user' }).getByRole('checkbox')).toHaveCount(7);
    await expectFitsAndKeep(page, testInfo, `users-create-${width}`);
  });
}
