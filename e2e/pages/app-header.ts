import { expect, type Locator, type Page } from '@playwright/test';

/** The page header: logo, main navigation, and the sign-in button or the signed-in user's menu. */
export class AppHeader {
  readonly banner: Locator;
  readonly signInButton: Locator;
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.signInButton = this.banner.getByRole('button', { name: 'Sign in' });
    this.menuButton = this.banner.getByRole('button', { name: 'Open menu' });
  }

  /** The button that opens the account menu of the user shown as `displayname`. */
  accountMenuButton(displayname: string): Locator {
    return this.banner.getByRole('button', { name: `Account menu for ${displayname}` });
  }

  /** The account menu's item `name`, once the menu is open. */
  accountMenuItem(name: 'Dashboard' | 'Supervisor' | 'Change password' | 'Sign out'): Locator {
    return this.page.getByRole('menuitem', { name });
  }

  async expectSignedInAs(displayname: string): Promise<void> {
    await expect(this.accountMenuButton(displayname)).toBeVisible();
    await expect(this.signInButton).toHaveCount(0);
  }

  /** No account menu: nobody is signed in (the sign-in dialog may be open and hide the header's button). */
  async expectNobodySignedIn(): Promise<void> {
    await expect(this.banner.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
  }

  /** Signed out and settled: the sign-in button is usable (not waiting for a remembered session). */
  async expectSignedOut(): Promise<void> {
    await expect(this.signInButton).toBeEnabled();
    await this.expectNobodySignedIn();
  }

  /** Opens the menu panel; a click that lands while the page still settles (a dialog closing) is repeated. */
  async openMenu(): Promise<Locator> {
    const menu = this.page.getByRole('navigation', { name: 'Menu' });
    await expect(async () => {
      if (await this.menuButton.isVisible()) await this.menuButton.click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass();
    return menu;
  }

  async openAccountMenu(displayname: string): Promise<void> {
    await this.accountMenuButton(displayname).click();
    await expect(this.accountMenuItem('Sign out')).toBeVisible();
  }

  async signOut(displayname: string): Promise<void> {
    await this.openAccountMenu(displayname);
    await this.accountMenuItem('Sign out').click();
  }
}
