import type { Locator, Page } from '@playwright/test';

import { FeedOverview } from './feed-overview';

/** `/public/:uid`: one feed's public page, open to visitors who are not signed in. */
export class PublicFeedPage {
  readonly main: Locator;
  readonly kicker: Locator;
  readonly byline: Locator;
  readonly tabs: Locator;
  readonly overview: FeedOverview;
  readonly addToWorkspace: Locator;
  readonly copyLink: Locator;
  readonly searchAllFeeds: Locator;
  /** The page's title when the address leads to no published feed. */
  readonly notFoundHeading: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.kicker = this.main.getByText('Public feed', { exact: true });
    this.byline = this.main.getByText(/^by /);
    this.tabs = this.main.getByRole('tablist', { name: 'Feed details' });
    this.overview = new FeedOverview(this.main);
    this.addToWorkspace = this.main.getByRole('button', { name: /^Add to (workspace|project)$/ });
    this.copyLink = this.main.getByRole('button', { name: 'Copy link' });
    this.searchAllFeeds = this.main.getByRole('link', { name: 'Search all feeds' });
    this.notFoundHeading = this.main.getByRole('heading', { name: 'Feed not found', level: 1 });
  }

  async goto(uid: string): Promise<void> {
    await this.page.goto(`/public/${uid}`);
  }

  /** The page's title: the feed's name. */
  heading(name: string): Locator {
    return this.main.getByRole('heading', { name, level: 1 });
  }
}
