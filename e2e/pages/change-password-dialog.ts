import { expect, type Locator, type Page } from '@playwright/test';

export type PasswordChange = { currentPassword: string; newPassword: string; confirmPassword?: string };

/** The change-password dialog, opened from the account menu. */
export class ChangePasswordDialog {
  readonly dialog: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Change password' });
    this.currentPassword = this.dialog.getByLabel('Current password');
    this.newPassword = this.dialog.getByLabel('New password', { exact: true });
    this.confirmPassword = this.dialog.getByLabel('Confirm new password');
    this.submit = this.dialog.getByRole('button', { name: 'Change password' });
  }

  async changePassword({ currentPassword, newPassword, confirmPassword = newPassword }: PasswordChange): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await this.currentPassword.fill(currentPassword);
    await this.newPassword.fill(newPassword);
    await this.confirmPassword.fill(confirmPassword);
    await this.submit.click();
  }
}
