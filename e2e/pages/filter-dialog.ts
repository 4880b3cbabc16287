import { expect, type Locator, type Page } from '@playwright/test';

import { escapeRegExp } from '../fixtures/messages';

/**
 * A "More…" filter dialog of the search page: a search field that narrows the options by the start of
 * their names, a checkbox per option ("Spain (36)"), and Apply / Cancel. The country dialog and the
 * checkbox list dialogs (grouped alphabetically) share this frame.
 */
export class FilterDialog {
  readonly dialog: Locator;
  readonly search: Locator;
  readonly apply: Locator;
  readonly cancel: Locator;

  /** `title` as the dialog names itself ("Country filter"), `searchLabel` its search field ("Search countries"). */
  constructor(
    readonly page: Page,
    title: string,
    searchLabel: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.search = this.dialog.getByLabel(searchLabel);
    this.apply = this.dialog.getByRole('button', { name: 'Apply' });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel' });
  }

  /** The checkbox of option `name`, whatever its count. */
  option(name: string): Locator {
    return this.dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)}( \\([\\d,]+\\))?$`) });
  }

  /** The number of matching feeds the dialog gives for option `name`. */
  async countOf(name: string): Promise<number> {
    // The snapshot reads `- checkbox "Spain (36)"`: the accessible name with the count.
    const snapshot = await this.option(name).ariaSnapshot();
    const count = snapshot.match(/\(([\d,]+)\)"/)?.[1];
    if (!count) throw new Error(`No count for option ${name}: ${snapshot}`);
    return Number(count.replace(/,/g, ''));
  }

  /** Types the start of a name into the search field and waits for the list narrowed to it. */
  async narrow(prefix: string): Promise<void> {
    await this.search.fill(prefix);
    await expect(this.dialog.getByText(new RegExp(`starting with “${escapeRegExp(prefix)}”$`))).toBeVisible();
  }

  /** The options listed now, by their names with counts. */
  options(): Locator {
    return this.dialog.getByRole('checkbox');
  }

  /** Ticks option `name` and confirms the choice. */
  async choose(name: string): Promise<void> {
    await this.option(name).check();
    await this.applyChoice();
  }

  async applyChoice(): Promise<void> {
    await this.apply.click();
    await expect(this.dialog).toBeHidden();
  }
}
