import { messages } from '@feedmarket/contract/messages';

import { FeedSeeder, publishableFeedBody } from '../../fixtures/api';
import { expectNotice, messagePattern } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { demoPassword, demoUsers, newAccount, uniqueSuffix } from '../../fixtures/test-data';
import { SupervisorArea } from '../../pages/supervisor-area';
import { summaryCategory } from '../../pages/summary-tab';

test.describe('member accounts', () => {
  test("a supervisor creates a member account, and its administrator chooses a password from the invitation, signs in and sees the organisation's summary", async ({
    page,
    api,
    request,
    signInDialog,
    header,
  }) => {
    const account = newAccount('member');
    const supervisor = new SupervisorArea(page);
    await page.goto('/supervisor/members');
    await signInDialog.signIn({ username: demoUsers.supervisor.username, password: demoPassword });
    await expect(supervisor.tab('Member Accounts')).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Create member account' }).click();
    await supervisor.createMemberDialog.fill(account);
    await supervisor.createMemberDialog.submit.click();
    await expectNotice(
      page,
      messagePattern('memberAccountCreated', { name: account.organisationName, email: account.email }),
    );
    await expect(supervisor.createMemberDialog.dialog).toBeHidden();
    await supervisor.filter('Filter members', account.organisationName);
    const row = supervisor.row('Member accounts', account.organisationName);
    await expect(row).toContainText(`${account.firstname} ${account.lastname}`);
    await expect(row).toContainText('Enabled');

    // The administrator follows the invitation from the outbox and chooses a password.
    const link = await api.invitationLinkFor(account.email);
    await header.signOut(demoUsers.supervisor.displayname);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm new password').fill(account.password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expectNotice(page, messages.passwordChanged);
    await expect(signInDialog.dialog).toBeVisible({ timeout: 30_000 });
    await signInDialog.signIn({ username: account.username, password: account.password });
    await header.expectSignedInAs(account.displayname);

    // A feed published today shows in the organisation's counts and on today's bar.
    const seeder = await FeedSeeder.signIn(request, account.username, account.password);
    const feed = await seeder.create(publishableFeedBody(`Member gauge ${uniqueSuffix()}`, `MG-${uniqueSuffix()}-1`));
    expect((await seeder.submit(feed.id)).status).toBe(1);
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    const published = summaryCategory(page, 'Feeds published');
    await expect(published).toContainText('1');
    // The chart draws when it comes near the window.
    const chart = page.getByRole('figure', { name: 'Activity chart' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('[data-bar]')).not.toHaveCount(0);
    const activity = page.getByRole('table', { name: 'Activity by day' });
    await expect(activity.getByRole('row').nth(1)).toContainText('+1');
  });

  test('a refused member account says why after "Unable to create Member Account."', async ({ page, signInDialog }) => {
    const supervisor = new SupervisorArea(page);
    await page.goto('/supervisor/members');
    await signInDialog.signIn({ username: demoUsers.supervisor.username, password: demoPassword });
    await page.getByRole('button', { name: 'Create member account' }).click();
    // The demo consumer's address is taken.
    await supervisor.createMemberDialog.fill({ ...newAccount('taken'), email: 'consumer@harbor-analytics.example' });
    await supervisor.createMemberDialog.submit.click();
    await expect(supervisor.createMemberDialog.dialog.getByRole('alert')).toHaveText(
      `${messages.memberAccountFailed} ${messages.emailInUse}`,
    );
    await expect(supervisor.createMemberDialog.dialog).toBeVisible();
  });

  test('disabling a member asks first, signs it out and says so; enabling brings it back', async ({
    page,
    api,
    signInDialog,
  }) => {
    const account = newAccount('switch');
    await api.register(account);
    const supervisor = new SupervisorArea(page);
    await page.goto('/supervisor/members');
    await signInDialog.signIn({ username: demoUsers.supervisor.username, password: demoPassword });
    await supervisor.filter('Filter members', account.organisationName);
    const row = supervisor.row('Member accounts', account.organisationName);

    await row.getByRole('button', { name: `Disable ${account.organisationName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable member account' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Enabled');
    await row.getByRole('button', { name: `Disable ${account.organisationName}` }).click();
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expectNotice(page, messagePattern('memberDisabled', { name: account.organisationName }));
    await expect(row).toContainText('Disabled');
    const refused = await page.request.post('/api/v2/auth/login', {
      data: { username: account.username, password: account.password },
    });
    expect(refused.status()).toBe(401);

    await row.getByRole('button', { name: `Enable ${account.organisationName}` }).click();
    await page.getByRole('dialog', { name: 'Enable member account' }).getByRole('button', { name: 'Enable' }).click();
    await expectNotice(page, messagePattern('memberEnabled', { name: account.organisationName }));
    await expect(row).toContainText('Enabled');
  });

  test("the Users tab lists every member's users, one organisation's with its filter, and by name", async ({
    page,
    api,
    signInDialog,
  }) => {
    const account = newAccount('users');
    await api.register(account);
    const supervisor = new SupervisorArea(page);
    await page.goto('/supervisor/users');
    await signInDialog.signIn({ username: demoUsers.supervisor.username, password: demoPassword });
    await expect(supervisor.row('Users', 'Carlos Consumer')).toBeVisible();

    const organisation = page.getByRole('combobox', { name: 'Organisation' });
    await organisation.click();
    await organisation.fill(account.organisationName);
    await page.getByRole('option', { name: account.organisationName }).click();
    await expect(supervisor.row('Users', account.displayname)).toContainText(account.email);
    await expect(supervisor.row('Users', 'Carlos Consumer')).toHaveCount(0);

    await organisation.click();
    await organisation.fill('All');
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await supervisor.filter('Filter users', 'Carlos');
    await expect(supervisor.row('Users', 'Carlos Consumer')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
  });
});
