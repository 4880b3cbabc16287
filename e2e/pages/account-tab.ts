import type { Locator, Page } from '@playwright/test';

/** The dashboard's Account tab (/dashboard/account) and its "Edit account information" dialog. */
export class AccountTabPage {
  readonly heading: Locator;
  readonly editButton: Locator;
  readonly readOnlyNotice: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: "Your organisation's account" });
    this.editButton = page.getByRole('button', { name: 'Edit account information' });
    this.readOnlyNotice = page.getByRole('alert').filter({ hasText: 'You can read this account' });
    this.dialog = page.getByRole('dialog', { name: 'Edit account information' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/account');
  }

  /** The card holding one group of facts, found by its heading. */
  card(title: 'Address' | 'Billing contact' | 'Industries (ISIC codes)' | 'Administrators'): Locator {
    return this.page.getByRole('region', { name: title });
  }
}
