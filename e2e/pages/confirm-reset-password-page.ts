import type { Locator, Page } from '@playwright/test';

/** /confirmResetPassword/:key: chooses a new password with the key from the reset mail. */
export class ConfirmResetPasswordPage {
  readonly heading: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Choose a new password', level: 1 });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm new password');
    this.submit = page.getByRole('button', { name: 'Save new password' });
  }

  /** Opens the link from the reset mail. */
  async open(link: string): Promise<void> {
    await this.page.goto(link);
  }

  async setPassword(password: string, confirmation: string = password): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(confirmation);
    await this.submit.click();
  }
}
