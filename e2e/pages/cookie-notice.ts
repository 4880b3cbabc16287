import { expect, type Locator, type Page } from '@playwright/test';

/** The cookie permission notice shown on a first visit; it does not block the page. */
export class CookieNotice {
  readonly region: Locator;
  readonly allow: Locator;
  readonly decline: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Cookie permission' });
    this.allow = this.region.getByRole('button', { name: 'Allow cookies' });
    this.decline = this.region.getByRole('button', { name: 'Decline' });
  }

  async allowCookies(): Promise<void> {
    await this.allow.click();
    await expect(this.region).toBeHidden();
  }
}
