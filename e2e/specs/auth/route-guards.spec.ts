import { messages } from '@feedmarket/contract/messages';

import { expect, test } from '../../fixtures/test';
import { expectNotice, messagePattern } from '../../fixtures/messages';
import { demoPassword, demoUsers } from '../../fixtures/test-data';

const { consumer, supervisor } = demoUsers;

test.describe('route guards', () => {
  test('a protected page asks a visitor to sign in, then returns to it', async ({ page, header, signInDialog }) => {
    await page.goto('/dashboard/account');

    await expectNotice(page, messages.loginRequired);
    await expect(page).toHaveURL('/login');
    // Nobody opens it: the login page opens the dialog by itself.
    await expect(signInDialog.dialog).toBeVisible();

    await signInDialog.signIn({ username: consumer.username, password: demoPassword });

    await expect(page).toHaveURL('/dashboard/account');
    await expectNotice(page, messagePattern('loginWelcome', { displayname: consumer.displayname }));
    await expect(
      page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Account', selected: true }),
    ).toBeVisible();
    await header.expectSignedInAs(consumer.displayname);
  });

  test('a member who is not a supervisor is turned away from the supervisor area', async ({
    page,
    header,
    signInDialog,
  }) => {
    await page.goto('/');
    await signInDialog.open();
    await signInDialog.signIn({ username: consumer.username, password: demoPassword });
    await header.openAccountMenu(consumer.displayname);
    await expect(header.accountMenuItem('Supervisor')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/supervisor');

    await expectNotice(page, messages.supervisorOnly);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Search feeds', level: 1 })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Supervisor sections' })).toHaveCount(0);
  });

  test('a supervisor opens the supervisor area from the account menu', async ({ page, header, signInDialog }) => {
    await page.goto('/');
    await signInDialog.open();
    await signInDialog.signIn({ username: supervisor.username, password: demoPassword });
    await header.openAccountMenu(supervisor.displayname);
    await header.accountMenuItem('Supervisor').click();

    await expect(page).toHaveURL('/supervisor');
    await expect(page.getByRole('heading', { name: 'Supervisor', level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Supervisor sections' }).getByRole('tab');
    await expect(tabs).toHaveText(['Summary', 'Member Accounts', 'Users', 'Feeds', 'Data Requests']);
    await expect(tabs.filter({ hasText: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(messages.supervisorOnly)).toHaveCount(0);
  });
});
