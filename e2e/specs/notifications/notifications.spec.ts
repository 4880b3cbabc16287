import type { Page } from '@playwright/test';

import { messages } from '@feedmarket/contract/messages';

import type { FeedmarketApi } from '../../fixtures/api';
import { expectNotice } from '../../fixtures/messages';
import { NotificationsApi } from '../../fixtures/notifications';
import { expect, test } from '../../fixtures/test';
import { demoPassword, newAccount, type NewAccount } from '../../fixtures/test-data';
import { NotificationsDialog } from '../../pages/notifications-dialog';
import type { SignInDialog } from '../../pages/sign-in-dialog';
import { clickSwitch } from '../../fixtures/controls';

/** Opens `path` and signs in through the dialog the guard opens. */
async function signInAt(page: Page, signInDialog: SignInDialog, path: string, username: string, password: string) {
  await page.goto(path);
  // The guard sends a signed-out visitor to /login, which opens the dialog after 1.5 s: on a busy
  // machine the first page load takes a while longer.
  await expect(signInDialog.dialog).toBeVisible({ timeout: 30_000 });
  await signInDialog.signIn({ username, password });
  await expect(page).toHaveURL(path);
}

/** A new organisation's first user: registering leaves them a welcome notification (type 4). */
async function registeredUser(api: FeedmarketApi, label: string) {
  const account: NewAccount = newAccount(label);
  await api.register(account);
  const session = await api.login(account.username, account.password);
  return { account, session };
}

test.describe('notifications', () => {
  test("the bell's count and the tab badge drop when a notification is read", async ({
    page,
    api,
    request,
    signInDialog,
  }) => {
    const { account, session } = await registeredUser(api, 'bell');
    await new NotificationsApi(request, session).changePassword(account.password, `${account.password}x`);
    const bell = new NotificationsDialog(page);

    await signInAt(page, signInDialog, '/dashboard/account', account.username, `${account.password}x`);
    await bell.expectUnread(2);
    const accountTab = page.getByRole('tab', { name: /^Account/ });
    await expect(accountTab.getByLabel('2 new')).toBeVisible();

    await bell.open();
    await expect(bell.list('New notifications').getByRole('listitem')).toHaveCount(2);
    await bell.openNotification('Welcome to Feedmarket');
    await bell.expectUnread(1);
    await bell.backToList();
    await expect(bell.tab('New')).toHaveText('New (1)');
    await expect(bell.list('New notifications').getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(accountTab.getByLabel('1 new')).toBeVisible();
  });

  test('lists new and history notifications, resolves one that asks for action and clears another', async ({
    page,
    signInDialog,
  }) => {
    const bell = new NotificationsDialog(page);
    const accessRequest = 'Harbor Analytics asks for access to Tide gauge archive';
    await signInAt(page, signInDialog, '/dashboard', 'analyst', demoPassword);
    await bell.open();
    await expect(bell.list('New notifications')).toContainText(accessRequest);
    await bell.tab('History').click();
    await expect(bell.row('Tide gauge archive: active')).toContainText('Read');

    await bell.tab('New').click();
    await bell.openNotification(accessRequest);
    await bell.dialog.getByRole('button', { name: 'Resolve' }).click();
    await expectNotice(page, messages.notificationResolved);
    await expect(bell.dialog.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(bell.dialog.getByRole('button', { name: 'Resolve' })).toHaveCount(0);

    await bell.backToList();
    // It was the analyst's only new notification.
    await expect(bell.dialog.getByText('Nothing new')).toBeVisible();
    await expect(bell.dialog).not.toContainText(accessRequest);
    await bell.tab('History').click();
    await expect(bell.row(accessRequest)).toContainText('Resolved');

    await bell.openNotification('Tide gauge archive: active');
    await bell.dialog.getByRole('button', { name: 'Clear' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear notification' });
    await confirm.getByRole('button', { name: 'Clear' }).click();
    await expectNotice(page, messages.notificationCleared);
    await bell.backToList();
    await expect(bell.list('Notification history')).not.toContainText('Tide gauge archive: active');
  });

  test('keeps a note that follows the note rules and refuses one that does not', async ({
    page,
    api,
    signInDialog,
  }) => {
    const { account } = await registeredUser(api, 'note');
    const bell = new NotificationsDialog(page);
    await signInAt(page, signInDialog, '/dashboard', account.username, account.password);
    await bell.open();
    await bell.openNotification('Welcome to Feedmarket');
    await bell.dialog.getByRole('button', { name: 'Add note' }).click();
    const noteDialog = page.getByRole('dialog', { name: 'Add note' });
    const note = noteDialog.getByLabel('Note');
    await note.fill('Two  spaces');
    await noteDialog.getByRole('button', { name: 'Save note' }).click();
    await expect(noteDialog.getByText(messages.invalid)).toBeVisible();
    // Escape closes the note dialog only, not the notification under it.
    await page.keyboard.press('Escape');
    await expect(noteDialog).toHaveCount(0);
    await expect(bell.dialog).toBeVisible();
    await bell.dialog.getByRole('button', { name: 'Add note' }).click();
    await note.fill('Read the welcome guide');
    await noteDialog.getByRole('button', { name: 'Save note' }).click();
    await expectNotice(page, messages.notificationNoteSaved);
    await expect(noteDialog).toHaveCount(0);
    await expect(bell.dialog.getByText('Read the welcome guide')).toBeVisible();
  });

  test('the settings dialog turns a type off, and that type no longer reaches the user', async ({
    page,
    api,
    request,
    header,
    changePasswordDialog,
    signInDialog,
  }) => {
    const { account } = await registeredUser(api, 'config');
    const bell = new NotificationsDialog(page);
    await signInAt(page, signInDialog, '/dashboard', account.username, account.password);
    await bell.expectUnread(1);
    await bell.open();
    await bell.dialog.getByRole('button', { name: 'Settings' }).click();
    const accountSwitch = bell.settings.getByRole('switch', { name: 'Notify: Account' });
    await expect(accountSwitch).toBeChecked();
    // The switch's thumb lies over its input: a click lands on the thumb, as a person's would.
    await clickSwitch(accountSwitch);
    await expect(accountSwitch).not.toBeChecked();
    await bell.settings.getByRole('button', { name: 'Save settings' }).click();
    await expectNotice(page, messages.notificationSettingsSaved);
    await expect(bell.dialog).toBeVisible();
    await page.keyboard.press('Escape');

    // Changing the password raises an account notification, which the user turned off.
    await header.openAccountMenu(account.displayname);
    await header.accountMenuItem('Change password').click();
    const newPassword = `${account.password}x`;
    await changePasswordDialog.changePassword({ currentPassword: account.password, newPassword });
    await expectNotice(page, messages.passwordChanged);
    const session = await api.login(account.username, newPassword);
    expect((await new NotificationsApi(request, session).unread()).map((item) => item.title)).toEqual([
      'Welcome to Feedmarket',
    ]);
    await page.reload();
    await bell.expectUnread(1);
  });

  test('modal=notifications with an id opens the notification over the Account, Legal, Metadata and Pricing tabs', async ({
    page,
    api,
    request,
    signInDialog,
  }) => {
    const { account, session } = await registeredUser(api, 'modal');
    const [welcome] = await new NotificationsApi(request, session).unread();
    await signInAt(page, signInDialog, '/dashboard', account.username, account.password);
    for (const tab of ['account', 'legal', 'metadata', 'pricing']) {
      await page.goto(`/dashboard/${tab}/notifications/${welcome!.id}`);
      const view = page.getByRole('dialog', { name: 'Notification' });
      await expect(view.getByRole('heading', { name: 'Welcome to Feedmarket' })).toBeVisible();
      await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${tab}`, 'i'));
    }
    const view = page.getByRole('dialog', { name: 'Notification' });
    await expect(view.getByRole('link', { name: 'Open in Account' })).toBeVisible();
    await view.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/pricing');
    await new NotificationsDialog(page).expectUnread(0);
  });
});
