import type { Locator } from '@playwright/test';

import { escapeRegExp } from '../fixtures/messages';

/** The Overview tab of a feed, in the detail dialog or on the public page: described fields as terms and definitions. */
export class FeedOverview {
  readonly panel: Locator;
  readonly description: Locator;

  constructor(readonly root: Locator) {
    this.panel = root.getByRole('tabpanel', { name: 'Overview' });
    this.description = this.panel
      .getByRole('heading', { name: 'Description', level: 3 })
      .locator('xpath=following-sibling::*[1]');
  }

  /** The value given for the field `label` (Provider, Type, Status, Feed id, External id…). */
  field(label: string): Locator {
    return this.panel
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
