import type { Locator, Page } from '@playwright/test';

/** One card of the Summary tab's category list: a summary code's name, count and description. */
export function summaryCategory(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Summary categories' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}
