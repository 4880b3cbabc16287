import { expect, type Locator, type Page } from '@playwright/test';

import type { NewAccount } from '../fixtures/test-data';
import { IsicCodesDialog } from './isic-codes-dialog';

/** The "Create member account" dialog of the supervisor's Member Accounts tab. */
export class CreateMemberDialog {
  readonly dialog: Locator;
  readonly organisationName: Locator;
  readonly country: Locator;
  readonly state: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly isicCodes: IsicCodesDialog;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Create member account' });
    this.organisationName = this.dialog.getByLabel('Organisation name');
    this.country = this.dialog.getByLabel('Country');
    this.state = this.dialog.getByLabel('State');
    this.firstName = this.dialog.getByLabel('First name');
    this.lastName = this.dialog.getByLabel('Last name');
    this.username = this.dialog.getByLabel('Username');
    this.email = this.dialog.getByLabel('E-mail', { exact: true });
    this.submit = this.dialog.getByRole('button', { name: 'Create member account' });
    this.isicCodes = new IsicCodesDialog(page);
  }

  /** Types the start of `option` into a searchable list and picks it. */
  private async choose(field: Locator, option: string): Promise<void> {
    await field.click();
    await field.fill(option);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(field).toHaveValue(option);
  }

  /** Fills in every required field for `account`, in Washington, United States; the caller submits. */
  async fill(account: Pick<NewAccount, 'organisationName' | 'firstname' | 'lastname' | 'username' | 'email'>) {
    await expect(this.dialog).toBeVisible();
    await this.organisationName.fill(account.organisationName);
    await this.choose(this.country, 'United States');
    await this.choose(this.state, 'Washington');
    await this.dialog.getByRole('button', { name: 'Choose ISIC codes' }).click();
    await this.isicCodes.pick('3600');
    await this.firstName.fill(account.firstname);
    await this.lastName.fill(account.lastname);
    await this.username.fill(account.username);
    await this.email.fill(account.email);
  }
}

/** /supervisor: the supervisor's tabs. */
export class SupervisorArea {
  readonly createMemberDialog: CreateMemberDialog;

  constructor(readonly page: Page) {
    this.createMemberDialog = new CreateMemberDialog(page);
  }

  tab(name: 'Summary' | 'Member Accounts' | 'Users' | 'Feeds'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** A row of the Member Accounts or Users table holding `text`. */
  row(table: 'Member accounts' | 'Users', text: string): Locator {
    return this.page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
  }

  /** Types into a list's text filter (3 characters or more apply it). */
  async filter(label: 'Filter members' | 'Filter users', text: string): Promise<void> {
    await this.page.getByLabel(label).fill(text);
  }
}
