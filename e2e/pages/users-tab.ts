import { expect, type Locator, type Page } from '@playwright/test';

import type { NewAccount } from '../fixtures/test-data';
import { clickSwitch } from '../fixtures/controls';

/** The dashboard's Users tab (/dashboard/users): the list, its filter and the create and edit dialogs. */
export class UsersTabPage {
  readonly table: Locator;
  readonly createButton: Locator;
  readonly filterBy: Locator;
  readonly filter: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Users of your organisation' });
    this.createButton = page.getByRole('button', { name: 'Create user' }).first();
    this.filterBy = page.getByRole('combobox', { name: 'Filter by' });
    this.filter = page.getByLabel('Filter users');
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/users');
  }

  /** The row of the user shown as `displayname`. */
  row(displayname: string): Locator {
    return this.table.getByRole('row').filter({ hasText: displayname });
  }

  /** The status switch of a user's row (named after the status it shows). */
  statusSwitch(displayname: string): Locator {
    return this.row(displayname).getByRole('switch');
  }

  /** Fills in the create dialog for `user` with `roles` ticked, and sends it. */
  async createUser(user: NewAccount, roles: string[]): Promise<void> {
    await this.createButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Create user' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('First name').fill(user.firstname);
    await dialog.getByLabel('Last name').fill(user.lastname);
    await dialog.getByLabel('Username').fill(user.username);
    await dialog.getByLabel('E-mail').fill(user.email);
    for (const role of roles) await dialog.getByRole('checkbox', { name: role, exact: true }).check();
    await dialog.getByRole('button', { name: 'Create user' }).click();
  }

  /** Turns the switch of a user off and confirms the deactivation. */
  async deactivate(displayname: string): Promise<void> {
    await clickSwitch(this.statusSwitch(displayname));
    const confirm = this.page.getByRole('dialog', { name: 'Deactivate user' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
  }
}
