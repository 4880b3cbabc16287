import type { Page } from '@playwright/test';

import { formatMessage, messages } from '@feedmarket/contract/messages';

import { TeamSeeder } from '../../fixtures/accounts';
import { expectNotice } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { newAccount, type NewAccount } from '../../fixtures/test-data';
import { UsersTabPage } from '../../pages/users-tab';
import { SignInDialog } from '../../pages/sign-in-dialog';

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

test.describe('the Users tab', () => {
  test('an admin adds a user, who chooses a password from the invitation and signs in', async ({
    page,
    request,
    api,
    header,
    signInDialog,
  }) => {
    const team = await TeamSeeder.register(request, 'inviter');
    const colleague = newAccount('invitee');
    const users = new UsersTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/users', team.admin);

    await users.createUser(colleague, ['Legal reviewer']);
    await expectNotice(page, formatMessage('userInvited', { name: colleague.displayname, email: colleague.email }));
    await expect(users.row(colleague.displayname)).toContainText('Legal reviewer');
    await expect(users.statusSwitch(colleague.displayname)).toHaveAccessibleName(/^Needs confirmation/);

    await header.signOut(team.admin.displayname);
    await page.goto(await api.invitationLinkFor(colleague.email));
    await expect(page.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(colleague.password);
    await page.getByLabel('Confirm new password').fill(colleague.password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expectNotice(page, messages.passwordChanged);
    await expect(page).toHaveURL('/login');

    // The login page opens the dialog itself once the search page behind it has loaded.
    await expect(signInDialog.dialog).toBeVisible({ timeout: 30_000 });
    await signInDialog.signIn(colleague);
    await header.expectSignedInAs(colleague.displayname);
  });

  test('a taken e-mail address is refused with the spec message', async ({ page, request, signInDialog }) => {
    const team = await TeamSeeder.register(request, 'dupmail');
    const users = new UsersTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/users', team.admin);

    await users.createUser({ ...newAccount('dupmail2'), email: team.admin.email }, []);
    await expectNotice(page, messages.emailInUse);
    await expect(page.getByRole('dialog', { name: 'Create user' }).getByText(messages.emailInUse)).toBeVisible();
  });

  test('an admin deactivates a user, who is signed out at their next action, but not themselves', async ({
    page,
    browser,
    baseURL,
    request,
    signInDialog,
  }) => {
    const team = await TeamSeeder.register(request, 'deact');
    const leaver = newAccount('leaver');
    await team.addActiveColleague(leaver);

    // The leaver works in a browser of their own.
    const theirs = await browser.newContext();
    await theirs.addCookies([{ name: 'feedmarket_cookies', value: 'declined', url: baseURL }]);
    const theirPage = await theirs.newPage();
    await signInAt(theirPage, new SignInDialog(theirPage), '/dashboard/account', leaver);
    await expect(theirPage.getByRole('heading', { name: "Your organisation's account" })).toBeVisible();

    const users = new UsersTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/users', team.admin);
    await users.deactivate(leaver.displayname);
    await expectNotice(page, formatMessage('userDeactivated', { name: leaver.displayname }));
    await expect(users.statusSwitch(leaver.displayname)).not.toBeChecked();
    await expect(users.statusSwitch(leaver.displayname)).toHaveAccessibleName(/^Disabled/);

    await theirPage.getByRole('tab', { name: 'Datasets' }).click();
    await expectNotice(theirPage, messages.sessionExpired);
    await expect(theirPage.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await theirs.close();

    await users.deactivate(team.admin.displayname);
    await expectNotice(page, messages.cannotDeactivateSelf);
    await expect(users.statusSwitch(team.admin.displayname)).toBeChecked();
  });

  test('an admin changes roles and deletes a user after confirming', async ({ page, request, signInDialog }) => {
    const team = await TeamSeeder.register(request, 'roles');
    const colleague = newAccount('member');
    await team.addActiveColleague(colleague, [3]);
    const users = new UsersTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/users', team.admin);

    await users
      .row(colleague.displayname)
      .getByRole('button', { name: `Actions for ${colleague.displayname}` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit user ${colleague.username}` });
    await dialog.getByRole('checkbox', { name: 'Publisher', exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, formatMessage('userUpdated', { name: colleague.displayname }));
    await expect(users.row(colleague.displayname)).toContainText('Publisher');

    await users
      .row(colleague.displayname)
      .getByRole('button', { name: `Actions for ${colleague.displayname}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectNotice(page, formatMessage('userDeleted', { name: colleague.displayname }));
    await expect(users.row(colleague.displayname)).toHaveCount(0);
  });

  test('filters by the chosen field', async ({ page, request, signInDialog }) => {
    const team = await TeamSeeder.register(request, 'filter');
    const colleague = { ...newAccount('filtered'), lastname: 'Quillfeather', displayname: 'Ada Quillfeather' };
    await team.addActiveColleague(colleague);
    const users = new UsersTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/users', team.admin);

    await users.filter.fill('quill');
    await expect(users.table).toHaveCount(0);
    await expect(page.getByText('No users match this filter')).toBeVisible();
    await users.filterBy.click();
    await page.getByRole('option', { name: 'Last name' }).click();
    await expect(users.table.getByRole('row')).toHaveCount(2);
    await expect(users.row(colleague.displayname)).toBeVisible();
  });
});
