import { expect, type Locator, type Page } from '@playwright/test';

import { escapeRegExp } from '../fixtures/messages';
import { clickSwitch } from '../fixtures/controls';

/** The dashboard's Policies tab (/dashboard/policies): the policy list and the Access requests section. */
export class PoliciesTabPage {
  readonly table: Locator;
  readonly newPolicy: Locator;
  readonly filter: Locator;
  readonly requests: Locator;
  readonly requestState: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Your policies' });
    this.newPolicy = page.getByRole('button', { name: 'New policy' }).first();
    this.filter = page.getByLabel('Filter policies');
    this.requests = page.getByRole('table', { name: 'Access requests' });
    this.requestState = page.getByRole('combobox', { name: 'State' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/policies');
  }

  /** The row of the policy named exactly `name` (not its copies). */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The switches of a row, named after what they show and the policy. */
  statusSwitch(name: string): Locator {
    return this.row(name).getByRole('switch', { name: new RegExp(`^(Active|Not active): ${escapeRegExp(name)}$`) });
  }

  prioritySwitch(name: string): Locator {
    return this.row(name).getByRole('switch', { name: `High priority: ${name}` });
  }

  /** Opens the row's menu and picks `action` (Edit in the wizard, Quick edit, Add note, Clone, Delete). */
  async rowAction(name: string, action: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** Mantine's switch input sits under its drawn track: the user clicks what they see. */
  async toggle(control: Locator): Promise<void> {
    await clickSwitch(control);
  }

  /** The confirmation dialog titled `title`, confirmed with `button`. */
  async confirm(title: string, button: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** The Access requests row of the consumer's request for the feed. */
  requestRow(consumer: string, feed: string): Locator {
    return this.requests.getByRole('row').filter({ hasText: consumer }).filter({ hasText: feed });
  }

  /** Shows the requests in `state` (a state's name, or "All requests"). */
  async showRequests(state: string): Promise<void> {
    await this.requestState.click();
    await this.page.getByRole('option', { name: state, exact: true }).click();
    await expect(this.requestState).toHaveValue(state);
  }
}
