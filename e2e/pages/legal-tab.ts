import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard's Legal tab (/dashboard/legal): the legal queue and the legal view of a feed. */
export class LegalTabPage {
  readonly table: Locator;
  readonly state: Locator;
  readonly filter: Locator;
  /** The legal view of a feed, over the queue. */
  readonly review: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Legal reviews' });
    this.state = page.getByRole('combobox', { name: 'State' });
    this.filter = page.getByRole('textbox', { name: 'Filter reviews' });
    this.review = page.getByRole('dialog', { name: 'Legal review' });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Legal review', level: 2 })).toBeVisible();
  }

  /** The row of the item named exactly `name`. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Shows only reviews in `state` (Open, Resolved, Cleared or All). */
  async chooseState(state: 'Open' | 'Resolved' | 'Cleared' | 'All'): Promise<void> {
    await this.state.click();
    await this.page.getByRole('option', { name: state, exact: true }).click();
  }

  /** Opens the legal view of the item named `name` from its row. */
  async open(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Open the legal review of ${name}` })
      .click();
    await expect(this.review.getByRole('heading', { name, level: 3 })).toBeVisible();
  }

  /** The dialog over the legal view that adds a note, resolves or clears, by its title. */
  actionDialog(title: 'Add note' | 'Resolve legal review' | 'Clear legal review'): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Opens an action of the legal view, fills in the note (when given) and confirms with `confirm`. */
  async act(
    action: 'Add note' | 'Resolve' | 'Clear',
    title: 'Add note' | 'Resolve legal review' | 'Clear legal review',
    confirm: string,
    note?: string,
  ): Promise<Locator> {
    await this.review.getByRole('button', { name: action, exact: true }).click();
    const dialog = this.actionDialog(title);
    await expect(dialog).toBeVisible();
    if (note !== undefined) await dialog.getByRole('textbox').fill(note);
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    return dialog;
  }
}
