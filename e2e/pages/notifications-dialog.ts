import { expect, type Locator, type Page } from '@playwright/test';

/** The header's bell and the notification dialogs it opens. */
export class NotificationsDialog {
  readonly bell: Locator;
  readonly dialog: Locator;
  readonly settings: Locator;

  constructor(readonly page: Page) {
    this.bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    this.dialog = page.getByRole('dialog', { name: 'Notifications' });
    this.settings = page.getByRole('dialog', { name: 'Notification settings' });
  }

  /** The bell says how many notifications are unread (none: no count). */
  async expectUnread(count: number): Promise<void> {
    await expect(this.bell).toHaveAccessibleName(count ? `Notifications: ${count} unread` : 'Notifications');
  }

  async open(): Promise<void> {
    await this.bell.click();
    await expect(this.dialog).toBeVisible();
  }

  tab(name: 'New' | 'History'): Locator {
    return this.dialog.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  list(name: 'New notifications' | 'Notification history'): Locator {
    return this.dialog.getByRole('list', { name });
  }

  /** A row of the open list whose title is `title`. */
  row(title: string): Locator {
    return this.dialog.getByRole('listitem').filter({ hasText: title });
  }

  /** Opens the notification titled `title` from the open list. */
  async openNotification(title: string): Promise<void> {
    await this.row(title).getByRole('button').click();
    await expect(this.dialog.getByRole('heading', { name: title })).toBeVisible();
  }

  async backToList(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Back to notifications' }).click();
  }
}
