import { messages } from '@feedmarket/contract/messages';

import { expect, test } from '../../fixtures/test';
import { expectNotice, messagePattern } from '../../fixtures/messages';
import { newAccount } from '../../fixtures/test-data';

test.describe('passwords', () => {
  test('a member changes the password from the account menu and signs in with the new one', async ({
    page,
    api,
    header,
    signInDialog,
    changePasswordDialog,
  }) => {
    const account = newAccount('chpw');
    const newPassword = `New${account.password}`;
    await api.register(account);
    await page.goto('/');
    await signInDialog.open();
    await signInDialog.signIn(account);
    await header.expectSignedInAs(account.displayname);

    await header.openAccountMenu(account.displayname);
    await header.accountMenuItem('Change password').click();
    await changePasswordDialog.changePassword({ currentPassword: account.password, newPassword });

    await expectNotice(page, messages.passwordChanged);
    await expect(changePasswordDialog.dialog).toBeHidden();

    await header.signOut(account.displayname);
    await expectNotice(page, messages.loggedOut);

    await signInDialog.open();
    await signInDialog.signIn({ username: account.username, password: account.password });
    await expectNotice(page, messages.loginFailed);
    await header.expectNobodySignedIn();

    await signInDialog.signIn({ username: account.username, password: newPassword });
    await expectNotice(page, messagePattern('loginWelcome', { displayname: account.displayname }));
    await header.expectSignedInAs(account.displayname);
  });

  test('a member resets a forgotten password with the e-mailed link', async ({
    page,
    api,
    header,
    signInDialog,
    resetPasswordPage,
    confirmResetPasswordPage,
  }) => {
    const account = newAccount('reset');
    const newPassword = `Re${account.password}`;
    await api.register(account);

    await resetPasswordPage.goto();
    await resetPasswordPage.requestLink(account.username);
    await expect(resetPasswordPage.confirmation).toContainText(messages.resetRequested);

    const link = await api.resetLinkFor(account.email);
    await confirmResetPasswordPage.open(link);
    await expect(confirmResetPasswordPage.heading).toBeVisible();
    await confirmResetPasswordPage.setPassword(newPassword);

    await expectNotice(page, messages.passwordChanged);
    await expect(page).toHaveURL('/login');
    await signInDialog.signIn({ username: account.username, password: newPassword });

    await expectNotice(page, messagePattern('loginWelcome', { displayname: account.displayname }));
    await header.expectSignedInAs(account.displayname);
  });
});
