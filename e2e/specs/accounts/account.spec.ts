import type { Page } from '@playwright/test';

import { messages } from '@feedmarket/contract/messages';

import { TeamSeeder } from '../../fixtures/accounts';
import { expectNotice } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { newAccount, type NewAccount } from '../../fixtures/test-data';
import { AccountTabPage } from '../../pages/account-tab';
import type { SignInDialog } from '../../pages/sign-in-dialog';
import { clickSwitch } from '../../fixtures/controls';

/** Signs in as `account` from the header (the guard's own way takes seconds of notices), then opens `path`. */
async function signInAt(page: Page, signInDialog: SignInDialog, path: string, account: NewAccount): Promise<void> {
  await page.goto('/');
  await signInDialog.open();
  await signInDialog.signIn(account);
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Account menu for ${account.displayname}` }),
  ).toBeVisible();
  await page.goto(path);
}

test.describe('the Account tab', () => {
  test('a member who is not an admin reads the account but cannot change it', async ({
    page,
    request,
    signInDialog,
  }) => {
    const team = await TeamSeeder.register(request, 'reader');
    const analyst = newAccount('analyst');
    await team.addActiveColleague(analyst, [3]);
    const account = new AccountTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/account', analyst);

    await expect(account.heading).toBeVisible();
    await expect(account.readOnlyNotice).toContainText(team.admin.displayname);
    await expect(account.editButton).toHaveCount(0);
    await expect(account.card('Address')).toContainText('United States');
    await expect(account.card('Administrators')).toContainText(team.admin.email);
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  });

  test('an admin edits the account information and adds a billing contact', async ({ page, request, signInDialog }) => {
    const team = await TeamSeeder.register(request, 'editor');
    const account = new AccountTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/account', team.admin);

    await account.editButton.click();
    await expect(account.dialog).toBeVisible();
    await account.dialog.getByLabel('Address line 1').fill('500 Pine Street');
    await account.dialog.getByLabel('City').first().fill('Spokane');
    await account.dialog.getByLabel('Postal code').first().fill('123');
    await account.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(account.dialog.getByText(messages.invalid)).toBeVisible();
    await account.dialog.getByLabel('Postal code').first().fill('99201');

    await clickSwitch(account.dialog.getByRole('switch', { name: 'Send invoices to a separate billing contact' }));
    const billing = account.dialog.getByRole('group', { name: 'Billing contact' });
    await billing.getByLabel('Division').fill('Accounts payable');
    await billing.getByRole('combobox', { name: 'Country' }).fill('Cana');
    await page.getByRole('option', { name: 'Canada' }).click();
    await billing.getByRole('combobox', { name: 'State' }).fill('Ont');
    await page.getByRole('option', { name: 'Ontario' }).click();
    await billing.getByLabel('Postal code').fill('M5H 2N2');
    await billing.getByLabel('Billing e-mail').fill('invoices@example.com');
    await account.dialog.getByRole('button', { name: 'Save' }).click();

    await expectNotice(page, messages.accountUpdated);
    await expect(account.dialog).toBeHidden();
    await expect(account.card('Address')).toContainText('500 Pine Street');
    await expect(account.card('Address')).toContainText('Spokane, Washington 99201');
    await expect(account.card('Billing contact')).toContainText('Accounts payable');
    await expect(account.card('Billing contact')).toContainText('M5H 2N2, Canada');
  });
});
