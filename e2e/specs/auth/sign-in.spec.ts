import { messages } from '@feedmarket/contract/messages';

import { expect, test } from '../../fixtures/test';
import { expectNotice, messagePattern, notice } from '../../fixtures/messages';
import { demoPassword, demoUsers, newAccount } from '../../fixtures/test-data';

const consumer = demoUsers.consumer;

test.describe('sign-in', () => {
  test('a member signs in from the header and out again', async ({ page, header, signInDialog }) => {
    await page.goto('/');
    await signInDialog.open();
    await signInDialog.signIn({ username: consumer.username, password: demoPassword });

    await expectNotice(page, messagePattern('loginWelcome', { displayname: consumer.displayname }));
    await expect(signInDialog.dialog).toBeHidden();
    await header.expectSignedInAs(consumer.displayname);

    await header.signOut(consumer.displayname);

    await expectNotice(page, messages.loggedOut);
    await header.expectSignedOut();
  });

  test('a wrong password is refused', async ({ page, api, header, signInDialog }) => {
    const account = newAccount('wrongpw');
    await api.register(account);
    await page.goto('/');
    await signInDialog.open();
    await signInDialog.signIn({ username: account.username, password: `${account.password}x` });

    await expectNotice(page, messages.loginFailed);
    await expect(signInDialog.dialog).toBeVisible();
    await header.expectNobodySignedIn();
  });

  test('a wrong password in the datathon theme gets the challenge notice', async ({
    page,
    api,
    header,
    signInDialog,
  }) => {
    const account = newAccount('wrongdt');
    await api.register(account);
    await page.goto('/?app=datathon');
    await expect(page.getByRole('link', { name: 'Feedmarket Datathon home' })).toBeVisible();
    await signInDialog.open();
    await signInDialog.signIn({ username: account.username, password: `${account.password}x` });

    await expectNotice(page, messages.loginFailedDatathon);
    await expect(notice(page, messages.loginFailed)).toHaveCount(0);
    await header.expectNobodySignedIn();
  });
});
