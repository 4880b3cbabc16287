import { expect, type Locator, type Page } from '@playwright/test';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The "Select ISIC codes" dialog of the registration form: a searchable tree of industry codes. */
export class IsicCodesDialog {
  readonly dialog: Locator;
  readonly search: Locator;
  readonly done: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Select ISIC codes' });
    this.search = this.dialog.getByLabel('Search ISIC codes');
    this.done = this.dialog.getByRole('button', { name: 'Done' });
  }

  /** The checkbox of code `code` (its name is the code followed by the industry). */
  code(code: string): Locator {
    return this.dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(code)}\\s`) });
  }

  /** Finds each code with the search field, ticks it, and confirms the choice. */
  async pick(...codes: string[]): Promise<void> {
    await expect(this.dialog).toBeVisible();
    for (const code of codes) {
      await this.search.fill(code);
      await this.code(code).check();
    }
    await this.done.click();
    await expect(this.dialog).toBeHidden();
  }
}
