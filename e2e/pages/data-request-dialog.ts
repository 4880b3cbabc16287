import { expect, type Locator, type Page } from '@playwright/test';

/** The request form (`Request data`): page 1 chooses register or continue, page 2 is the form. */
export class DataRequestDialog {
  readonly dialog: Locator;
  readonly continue: Locator;
  readonly register: Locator;
  readonly send: Locator;
  readonly addCriterion: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Request data' });
    this.continue = this.dialog.getByRole('button', { name: 'Continue' });
    this.register = this.dialog.getByRole('link', { name: 'Register' });
    this.send = this.dialog.getByRole('button', { name: 'Send request' });
    this.addCriterion = this.dialog.getByRole('button', { name: 'Add criterion' });
  }

  field(label: string): Locator {
    return this.dialog.getByRole('textbox', { name: label, exact: true });
  }

  /** A select of the form (country, state, a criterion's type). */
  select(label: string): Locator {
    return this.dialog.getByRole('combobox', { name: label, exact: true });
  }

  /** Picks `option` in the prefix-filtered select `label`, typing `prefix` first. */
  async choose(label: string, prefix: string, option: string): Promise<void> {
    await this.select(label).fill(prefix);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(this.select(label)).toHaveValue(option);
  }

  /** Fills criterion row `row` (from 1): its type and what it should be. */
  async fillCriterion(row: number, type: string, text: string): Promise<void> {
    await this.select(`Criterion ${row}`).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
    await this.field(`Details of criterion ${row}`).fill(text);
  }

  removeCriterion(row: number): Locator {
    return this.dialog.getByRole('button', { name: `Remove criterion ${row}` });
  }
}
