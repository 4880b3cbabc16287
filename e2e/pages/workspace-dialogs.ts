import { expect, type Locator, type Page } from '@playwright/test';

import { messages } from '@feedmarket/contract/messages';

/** The answers to "Add to workspace": 'Success', 'Conflict', or the request to sign in first. */
export class WorkspaceDialogs {
  readonly success: Locator;
  readonly conflict: Locator;
  readonly signInRequired: Locator;

  constructor(readonly page: Page) {
    this.success = page.getByRole('dialog', { name: messages.workspaceAddedTitle });
    this.conflict = page.getByRole('dialog', { name: messages.workspaceConflictTitle });
    this.signInRequired = page.getByRole('dialog', { name: 'Sign in required' });
  }

  /** The 'Success' dialog says `message`; OK closes it. */
  async acknowledgeSuccess(message: string | RegExp): Promise<void> {
    await expect(this.success).toBeVisible();
    await expect(this.success.getByText(message)).toBeVisible();
    await this.success.getByRole('button', { name: 'OK' }).click();
    await expect(this.success).toBeHidden();
  }

  /** The 'Conflict' dialog says the feed is in the workspace already; OK closes it. */
  async acknowledgeConflict(): Promise<void> {
    await expect(this.conflict).toBeVisible();
    await expect(this.conflict.getByText(messages.workspaceConflict, { exact: true })).toBeVisible();
    await this.conflict.getByRole('button', { name: 'OK' }).click();
    await expect(this.conflict).toBeHidden();
  }
}
