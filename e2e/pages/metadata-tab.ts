import { expect, type Locator, type Page } from '@playwright/test';

/** What the feed tables of the Metadata tab and the supervisor's Feeds tab share: rows, filter, paging. */
class FeedTable {
  readonly table: Locator;
  readonly filter: Locator;
  /** "Showing 1–10 of N feeds" under the table. */
  readonly summary: Locator;

  constructor(
    readonly page: Page,
    tableName: string,
    // Where the Status column sits: the supervisor's table has a Member column before it.
    private readonly statusColumn: number,
  ) {
    this.table = page.getByRole('table', { name: tableName });
    this.filter = page.getByRole('textbox', { name: 'Filter feeds' });
    this.summary = page.getByText(/^Showing \d+–\d+ of \d+ feeds?$/);
  }

  /** The row of the feed named exactly `name`. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The status badge of the feed named `name`. */
  status(name: string): Locator {
    return this.row(name).getByRole('cell').nth(this.statusColumn);
  }

  /** The names in the table, top to bottom. */
  names(): Locator {
    return this.table.getByRole('row').locator('td:first-child p:first-child');
  }

  /** Types `text` into the filter; the list reloads once typing pauses. */
  async filterBy(text: string): Promise<void> {
    await this.filter.fill(text);
  }

  /** Sorts by the column headed `column` (clicking again flips the order). */
  async sortBy(column: 'Name' | 'Type' | 'Status' | 'Last modified'): Promise<void> {
    await this.table.getByRole('columnheader', { name: column }).getByRole('button').click();
  }

  /** A dialog titled `title` (confirmations, 'Error', 'Returned for review', …). */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }
}

/** The dashboard's Metadata tab (/dashboard/metadata): the organisation's feeds and their actions. */
export class MetadataTabPage extends FeedTable {
  readonly createFeed: Locator;
  readonly createGroup: Locator;

  constructor(page: Page) {
    super(page, 'Your feeds', 2);
    this.createFeed = page.getByRole('button', { name: 'Create feed' }).first();
    this.createGroup = page.getByRole('button', { name: 'Create group' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/metadata');
  }

  async expectOpen(): Promise<void> {
    await expect(
      this.page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: /^Metadata/ }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(this.table).toBeVisible();
  }

  /** Opens the row's action menu and picks `action`. */
  async act(name: string, action: 'Edit' | 'Clone' | 'Deactivate' | 'Submit for validation' | 'Resubmit' | 'Delete') {
    await this.row(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** The actions the row's menu offers, in order. */
  async actionsOf(name: string): Promise<string[]> {
    await this.row(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    const items = this.page.getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    const labels = await items.allInnerTexts();
    await this.page.keyboard.press('Escape');
    return labels.map((label) => label.trim());
  }
}

/** The supervisor's Feeds tab (/supervisor/metadata): every member's feeds and the review decisions. */
export class SupervisorFeedsPage extends FeedTable {
  readonly member: Locator;
  readonly statusFilter: Locator;
  readonly returnDialog: Locator;
  readonly viewDialog: Locator;

  constructor(page: Page) {
    super(page, "Members' feeds", 3);
    this.member = page.getByRole('combobox', { name: 'Member' });
    this.statusFilter = page.getByRole('combobox', { name: 'Status' });
    this.returnDialog = page.getByRole('dialog', { name: 'Return feed for review' });
    this.viewDialog = page.getByRole('dialog', { name: 'Feed details' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/supervisor/metadata');
  }

  async chooseMember(name: string): Promise<void> {
    await this.member.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async chooseStatus(name: 'All' | 'Waiting for review' | 'Active' | 'Not active' | 'Returned'): Promise<void> {
    await this.statusFilter.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  action(name: string, action: 'View' | 'Approve' | 'Return'): Locator {
    return this.row(name).getByRole('button', { name: action, exact: true });
  }
}
