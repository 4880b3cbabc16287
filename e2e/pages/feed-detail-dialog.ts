import { expect, type Locator, type Page } from '@playwright/test';

import { FeedOverview } from './feed-overview';

/** The feed detail dialog of the search page (`?feed=<id>`), named after the feed. */
export class FeedDetailDialog {
  readonly dialog: Locator;
  readonly byline: Locator;
  readonly tabs: Locator;
  readonly overview: FeedOverview;
  readonly publicPage: Locator;
  readonly copyLink: Locator;
  readonly addToWorkspace: Locator;
  readonly close: Locator;
  /** The Preview tab's table of the newest file's first rows, and the file it comes from. */
  readonly previewTable: Locator;
  readonly previewSource: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.dialog = page.getByRole('dialog', { name });
    this.byline = this.dialog.getByText(/^by /);
    this.tabs = this.dialog.getByRole('tablist', { name: 'Feed details' });
    this.overview = new FeedOverview(this.dialog);
    this.publicPage = this.dialog.getByRole('link', { name: 'Public page' });
    this.copyLink = this.dialog.getByRole('button', { name: 'Copy link' });
    this.addToWorkspace = this.dialog.getByRole('button', { name: /^Add to (workspace|project)$/ });
    this.close = this.dialog.getByRole('button', { name: 'Close' });
    this.previewTable = this.dialog.getByRole('table', { name: `Preview of ${name}` });
    this.previewSource = this.dialog.getByText(/^From .+, added /);
  }

  tab(name: 'Overview' | 'Columns' | 'Changelog' | 'Preview'): Locator {
    return this.tabs.getByRole('tab', { name });
  }

  /** The dialog is open on its Overview tab, the feed loaded. */
  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(this.overview.panel).toBeVisible();
  }
}
