import { expect, type Locator, type Page } from '@playwright/test';

/** What the pricing modal is filled in with; what is left out keeps the form's value. */
export type PriceInput = {
  name?: string;
  description?: string;
  mode?: 'Per feed' | 'Volume' | 'Duration';
  option?: 'Price' | 'No price (free)';
  amount?: string;
  currency?: string;
  downloads?: string;
  period?: string;
  active?: boolean;
  /** Feeds to tick, found through the picker's filter. */
  feeds?: string[];
};

/** The dashboard's Pricing tab (/dashboard/pricing): the list, its row actions and the pricing modal. */
export class PricingTabPage {
  readonly table: Locator;
  readonly createButton: Locator;
  readonly filter: Locator;
  readonly modal: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Price configurations' });
    this.createButton = page.getByRole('button', { name: 'Create price configuration' }).first();
    this.filter = page.getByLabel('Filter price configurations');
    this.modal = page.getByRole('dialog', { name: /^(Create|Edit) price configuration$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/pricing');
  }

  /** The row of the configuration named `name` (exactly). */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The status switch of a row, named after the status it shows. */
  statusSwitch(name: string): Locator {
    return this.row(name).getByRole('switch');
  }

  /** Opens a row's action menu and picks `action`. */
  async rowAction(name: string, action: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** Fills in the open pricing modal. */
  async fill(input: PriceInput): Promise<void> {
    const modal = this.modal;
    if (input.name !== undefined) await modal.getByRole('textbox', { name: 'Name' }).fill(input.name);
    if (input.description !== undefined) {
      await modal.getByRole('textbox', { name: 'Description' }).fill(input.description);
    }
    if (input.mode) await modal.getByRole('radio', { name: input.mode }).check();
    if (input.option) await modal.getByRole('radio', { name: input.option, exact: true }).check();
    if (input.amount !== undefined) await modal.getByRole('textbox', { name: 'Amount' }).fill(input.amount);
    if (input.currency !== undefined) await modal.getByRole('textbox', { name: 'Currency' }).fill(input.currency);
    if (input.downloads !== undefined) {
      await modal.getByRole('textbox', { name: 'Downloads per block' }).fill(input.downloads);
    }
    if (input.period) {
      await modal.getByRole('combobox', { name: 'Period' }).click();
      await this.page.getByRole('option', { name: input.period, exact: true }).click();
    }
    if (input.active !== undefined) await modal.getByRole('switch', { name: 'Active' }).setChecked(input.active);
    for (const feed of input.feeds ?? []) {
      await modal.getByRole('textbox', { name: 'Filter feeds' }).fill(feed);
      const box = modal.getByRole('checkbox', { name: feed, exact: true });
      await box.check();
      await expect(box).toBeChecked();
    }
  }

  /** Sends the open modal with its own button: "Create price configuration" or "Save". */
  async save(): Promise<void> {
    await this.modal.getByRole('button', { name: /^(Create price configuration|Save)$/ }).click();
  }
}
