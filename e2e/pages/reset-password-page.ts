import type { Locator, Page } from '@playwright/test';

/** /resetPassword: asks for a reset link. */
export class ResetPasswordPage {
  readonly heading: Locator;
  readonly userOrEmail: Locator;
  readonly submit: Locator;
  /** The confirmation that replaces the form once the request was accepted. */
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Reset your password', level: 1 });
    this.userOrEmail = page.getByRole('main').getByLabel('Username or e-mail');
    this.submit = page.getByRole('button', { name: 'Send reset link' });
    this.confirmation = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/resetPassword');
  }

  async requestLink(userOrEmail: string): Promise<void> {
    await this.userOrEmail.fill(userOrEmail);
    await this.submit.click();
  }
}
