import type { Locator, Page } from '@playwright/test';

import { WizardDialog } from './metadata-wizard';

/** The group wizard (Main feed, Describe, Feeds, Location, Complete/Summary), as "New group" or "Edit group". */
export class GroupWizardPage extends WizardDialog {
  readonly showDifferences: Locator;
  readonly differences: Locator;

  constructor(page: Page, title: 'New group' | 'Edit group' = 'New group') {
    super(page, title);
    this.showDifferences = this.dialog.getByRole('button', { name: 'Show differences' });
    this.differences = this.dialog.getByRole('region', { name: 'Differences from the main feed' });
  }

  async gotoNew(): Promise<void> {
    await this.page.goto('/dashboard/metadata/group-new');
  }

  async gotoEdit(groupId: number): Promise<void> {
    await this.page.goto(`/dashboard/metadata/group/${groupId}`);
  }

  /** The checkbox of clone `name` on the Feeds step. */
  clone(name: string): Locator {
    return this.dialog.getByRole('checkbox', { name, exact: true });
  }
}
