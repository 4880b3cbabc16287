import { expect, type Locator, type Page } from '@playwright/test';

import { escapeRegExp } from '../fixtures/messages';
import { FeedDetailDialog } from './feed-detail-dialog';
import { FilterDialog } from './filter-dialog';

export type SearchView = 'List' | 'Tile' | 'Map';

/** The results heading for `total` feeds found with `text`: "45 feeds for “harbour”", "1 feed". */
export function resultsHeadingText(total: number, text = ''): string {
  const count = `${total.toLocaleString('en-US')} feed${total === 1 ? '' : 's'}`;
  return text.trim() ? `${count} for “${text.trim()}”` : count;
}

/** The notice a map leaves in its place, within `scope`, when the browser cannot draw maps. */
export function mapUnavailableNotice(scope: Locator): Locator {
  return scope.getByRole('region', { name: 'The map cannot be shown here' });
}

/** The search page (`/`): text search, filter panel and dialogs, results as tiles, a list or a map. */
export class SearchPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly clearSearchText: Locator;
  readonly resultsHeading: Locator;
  readonly filtersButton: Locator;
  readonly clearFilters: Locator;
  readonly filterPanel: Locator;
  readonly activeFilters: Locator;
  readonly results: Locator;
  readonly resultsTable: Locator;
  readonly resultsTiles: Locator;
  readonly selectionStatus: Locator;
  readonly addSelected: Locator;
  readonly map: Locator;
  readonly mapMarkers: Locator;
  readonly mapAreaCount: Locator;
  /** Said in the map's place when the browser cannot draw maps. */
  readonly mapUnavailable: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { name: 'Search feeds', level: 1 });
    const searchForm = this.main.getByRole('search', { name: 'Feeds' });
    this.searchBox = searchForm.getByRole('textbox', { name: 'Search feeds' });
    this.clearSearchText = searchForm.getByRole('button', { name: 'Clear search text' });
    // "1,851 feeds", "45 feeds for “harbour”"; "Searching…" until the first answer.
    this.resultsHeading = this.main.getByRole('heading', {
      level: 2,
      name: /^(Searching…|Results|(about )?[\d,]+ feeds?( for “.*”)?)$/,
    });
    this.filtersButton = this.main.getByRole('button', { name: 'Filters', exact: true });
    this.clearFilters = this.main.getByRole('button', { name: 'Clear filters' });
    this.filterPanel = this.main.getByRole('complementary', { name: 'Refine results' });
    this.activeFilters = this.main.getByRole('group', { name: 'Active filters' });
    this.resultsTable = this.main.getByRole('table', { name: 'Search results' });
    this.resultsTiles = this.main.getByRole('list', { name: 'Search results' });
    this.results = this.resultsTable.or(this.resultsTiles);
    // With no filter chosen: the filter panel says "1 selected" too, beside a filter's heading.
    this.selectionStatus = this.main.getByText(/^(No feed selected|\d+ selected)$/);
    this.addSelected = this.main.getByRole('button', { name: /^Add selected to (workspace|project)$/ });
    this.map = this.main.getByRole('region', { name: /^Map of feeds/ });
    this.mapMarkers = this.main.getByRole('button', {
      name: /^(Open feed details|[\d,]+ feeds: zoom in|[\d,]+ feeds at one place: list them)$/,
    });
    this.mapAreaCount = this.main.getByText(/^(about )?[\d,]+ feeds? in this area$/);
    this.mapUnavailable = mapUnavailableNotice(this.main);
  }

  /** Opens the search page with `query` in the address (`q=harbour&view=list`) and waits for its first results. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(query ? `/?${query}` : '/');
    await expect(this.heading).toBeVisible();
    await this.expectSettled();
  }

  /** The results are in: the heading gives a count rather than "Searching…". */
  async expectSettled(): Promise<void> {
    await expect(this.resultsHeading).toHaveText(/feeds?( for “.*”)?$/);
  }

  /** Types `text` into the search box and waits, past the debounce, for the results found with it. */
  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await expect(this.resultsHeading).toHaveText(new RegExp(`for “${escapeRegExp(text.trim())}”$`));
  }

  async expectResults(total: number, text = ''): Promise<void> {
    await expect(this.resultsHeading).toHaveText(resultsHeadingText(total, text));
  }

  /** The names of the results on the page, as their links read. */
  resultNames(): Locator {
    return this.results.getByRole('link');
  }

  resultLink(name: string): Locator {
    return this.results.getByRole('link', { name, exact: true });
  }

  /** The checkbox that selects result `name` for adding to the workspace. */
  selectResult(name: string): Locator {
    return this.results.getByRole('checkbox', { name: `Select ${name}`, exact: true });
  }

  /** The button that adds result `name` alone to the workspace. */
  addResult(name: string): Locator {
    return this.results.getByRole('button', {
      name: new RegExp(`^Add to (workspace|project): ${escapeRegExp(name)}$`),
    });
  }

  viewOption(view: SearchView): Locator {
    return this.main.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: view });
  }

  async switchTo(view: SearchView): Promise<void> {
    await this.viewOption(view).click();
    await expect(this.viewOption(view)).toBeChecked();
  }

  /** The group of filter `label` in the filter panel. */
  filterGroup(label: string): Locator {
    return this.filterPanel.getByRole('group', { name: label });
  }

  /** The removable pill of an active filter, by its remove button ("Remove filter Country: Spain"). */
  activeFilter(label: string, option: string): Locator {
    return this.activeFilters.getByRole('button', { name: `Remove filter ${label}: ${option}` });
  }

  /** Opens the "More…" dialog of filter `label`: the country dialog, or a checkbox list grouped alphabetically. */
  async openMoreOptions(label: string): Promise<FilterDialog> {
    await this.filterGroup(label)
      .getByRole('button', { name: `More ${label} options` })
      .click();
    const dialog =
      label === 'Country'
        ? new FilterDialog(this.page, 'Country filter', 'Search countries')
        : new FilterDialog(this.page, `${label} filter`, `Search ${label.toLowerCase()} options`);
    await expect(dialog.dialog).toBeVisible();
    return dialog;
  }

  /** Opens the detail dialog of result `name` from its link. */
  async openFeed(name: string): Promise<FeedDetailDialog> {
    await this.resultLink(name).click();
    const dialog = new FeedDetailDialog(this.page, name);
    await dialog.expectOpen();
    return dialog;
  }

  /** The feeds the map's markers stand for, added up from their names ("3 feeds: zoom in", "Open feed details"). */
  async markedFeedCount(): Promise<number> {
    const names = await this.mapMarkers.evaluateAll((markers) =>
      markers.map((marker) => marker.getAttribute('aria-label') ?? ''),
    );
    return names.reduce(
      (sum, name) =>
        sum + (name === 'Open feed details' ? 1 : Number(name.match(/^[\d,]+/)?.[0].replace(/,/g, '') ?? 0)),
      0,
    );
  }
}
