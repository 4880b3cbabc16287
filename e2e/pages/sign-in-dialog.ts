import { expect, type Locator, type Page } from '@playwright/test';

export type Credentials = { username: string; password: string; remember?: boolean };

/** The sign-in dialog, opened from the header or by itself on /login. */
export class SignInDialog {
  readonly dialog: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly forgotPassword: Locator;
  readonly register: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Sign in' });
    this.username = this.dialog.getByLabel('Username or e-mail');
    this.password = this.dialog.getByLabel('Password', { exact: true });
    this.remember = this.dialog.getByLabel('Remember me');
    this.submit = this.dialog.getByRole('button', { name: 'Sign in' });
    this.forgotPassword = this.dialog.getByRole('link', { name: 'Forgot password?' });
    this.register = this.dialog.getByRole('link', { name: 'Register your organisation' });
  }

  /** Opens the dialog with the header's "Sign in" button. */
  async open(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Fills in the form and submits it; the caller asserts the outcome. */
  async signIn({ username, password, remember = false }: Credentials): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await this.username.fill(username);
    await this.password.fill(password);
    await this.remember.setChecked(remember);
    await this.submit.click();
  }
}
