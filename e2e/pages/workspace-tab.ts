import { expect, type Locator, type Page } from '@playwright/test';

import { escapeRegExp } from '../fixtures/messages';

/** The dashboard's Workspace tab (/dashboard/workspace): the awaiting and accessed lists and their dialogs. */
export class WorkspaceTabPage {
  readonly awaiting: Locator;
  readonly accessed: Locator;
  readonly selectionBar: Locator;
  readonly noteDialog: Locator;
  readonly findNewContent: Locator;

  constructor(readonly page: Page) {
    this.awaiting = page.getByRole('table', { name: 'Feeds awaiting access' });
    this.accessed = page.getByRole('table', { name: 'Accessed feeds' });
    this.selectionBar = page.getByRole('region', { name: 'Selected feeds' });
    this.noteDialog = page.getByRole('dialog', { name: /^(Add|Edit) note$/ });
    this.findNewContent = page.getByRole('dialog', { name: 'Find new content' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/workspace');
  }

  /** The row of the feed named `name` in a list. */
  row(list: Locator, name: string): Locator {
    return list.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** A confirmation dialog by its title. */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Clicks Lock on an awaiting feed and answers the confirmation, open. */
  async askToLock(name: string): Promise<Locator> {
    await this.row(this.awaiting, name)
      .getByRole('button', { name: `Lock ${name}` })
      .click();
    const confirm = this.dialog('Lock feed');
    await expect(confirm).toBeVisible();
    return confirm;
  }

  /** Checks an awaiting feed for the bulk lock. */
  async select(name: string): Promise<void> {
    await this.awaiting.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  }

  /** Opens the note dialog of a feed in the awaiting list, writes `text` and saves. */
  async writeNote(name: string, text: string): Promise<void> {
    await this.row(this.awaiting, name)
      .getByRole('button', { name: new RegExp(`^(Add note to|Edit note of) ${escapeRegExp(name)}$`) })
      .click();
    await expect(this.noteDialog).toBeVisible();
    await this.noteDialog.getByRole('textbox', { name: 'Note' }).fill(text);
    await this.noteDialog.getByRole('button', { name: 'Save note' }).click();
  }
}
