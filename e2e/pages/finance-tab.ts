import type { Locator, Page } from '@playwright/test';

type Direction = 'Money paid' | 'Money received';

/** The dashboard's Finance tab (/dashboard/finance): money paid and money received, each with totals and an export. */
export class FinanceTabPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/finance');
  }

  table(direction: Direction): Locator {
    return this.page.getByRole('table', { name: direction });
  }

  /** The data rows of a direction's table, in the order shown. */
  rows(direction: Direction): Locator {
    return this.table(direction).getByRole('rowgroup').last().getByRole('row');
  }

  /** The totals per currency of a direction ("Total paid", "Total received"). */
  totals(direction: Direction): Locator {
    return this.page.getByRole('list', { name: direction === 'Money paid' ? 'Total paid' : 'Total received' });
  }

  /** Sorts a direction's table by a column (clicking again flips the order). */
  async sortBy(direction: Direction, column: string): Promise<void> {
    await this.table(direction).getByRole('columnheader', { name: column }).getByRole('button').click();
  }

  exportButton(direction: Direction): Locator {
    return this.page.getByRole('button', { name: `Export CSV of ${direction.toLowerCase()}` });
  }
}
