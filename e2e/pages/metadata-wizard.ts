import { expect, type Locator, type Page } from '@playwright/test';

import { escapeRegExp } from '../fixtures/messages';
import { IsicCodesDialog } from './isic-codes-dialog';

export type WizardStepTitle =
  | 'Describe'
  | 'Continuous'
  | 'Ownership'
  | 'Source'
  | 'Geolocation'
  | 'Environment'
  | 'Legal'
  | 'Schema'
  | 'Datasets'
  | 'Linking'
  | 'Complete/Summary'
  | 'Main feed'
  | 'Feeds'
  | 'Location'
  // The policy wizard's.
  | 'Select feeds'
  | 'Configure rules'
  | 'Assign'
  | 'Summary'
  | 'Activate';

/**
 * What the metadata, group and policy wizards share: a dialog with the steps on the side, the step's title,
 * the Back / Next / Save draft / Submit buttons, and Mantine inputs found by their labels.
 */
export class WizardDialog {
  readonly dialog: Locator;
  readonly steps: Locator;
  readonly stepTitle: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly saveDraft: Locator;
  readonly submit: Locator;
  readonly close: Locator;
  /** The alert listing what keeps the user on the current step. */
  readonly stepIssues: Locator;

  constructor(
    readonly page: Page,
    title: string | RegExp,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.steps = this.dialog.getByRole('navigation', { name: 'Wizard steps' });
    this.stepTitle = this.dialog.getByRole('heading', { level: 3 });
    this.next = this.dialog.getByRole('button', { name: 'Next', exact: true });
    this.back = this.dialog.getByRole('button', { name: 'Back' });
    this.saveDraft = this.dialog.getByRole('button', { name: 'Save draft' });
    this.submit = this.dialog.getByRole('button', { name: 'Submit' });
    this.close = this.dialog.getByRole('button', { name: 'Close' }).first();
    this.stepIssues = this.dialog.getByRole('alert').filter({ hasText: /^Fix \d+ issues? to go on/ });
  }

  /** The stepper's button of step `title` (its name also says "Has issues" or "Review feedback"). */
  stepButton(title: WizardStepTitle): Locator {
    return this.steps.getByRole('button', { name: new RegExp(`^\\d+\\s*${escapeRegExp(title)}`) });
  }

  async expectStep(title: WizardStepTitle): Promise<void> {
    await expect(this.stepTitle).toHaveText(title);
  }

  /** Next, and the wizard shows step `title`. */
  async goNext(title: WizardStepTitle): Promise<void> {
    await this.next.click();
    await this.expectStep(title);
  }

  /** The input labelled `label` (exactly), within `scope` (the dialog by default). */
  field(label: string, scope: Locator = this.dialog): Locator {
    return scope.getByLabel(label, { exact: true });
  }

  /** Picks `option` in the select labelled `label`, typing it first when the list is searchable. */
  async choose(label: string, option: string, scope: Locator = this.dialog): Promise<void> {
    const input = this.field(label, scope);
    await input.click();
    const choice = this.page.getByRole('option', { name: option, exact: true });
    if (await input.isEditable()) await input.fill(option);
    await choice.click();
    await expect(input).toHaveValue(option);
  }

  /** Picks each of `options` in the chips input labelled `label`, then closes its list. */
  async chooseChips(label: string, options: readonly string[], scope: Locator = this.dialog): Promise<void> {
    const input = this.field(label, scope);
    for (const option of options) {
      await input.click();
      await input.fill(option);
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    // Clicking the step's title closes the list without closing the dialog (Escape would).
    await this.stepTitle.click();
  }

  /** The error shown under the field `field`, and read out with it. */
  async expectFieldError(field: Locator, message: string): Promise<void> {
    await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  }

  location(number: number): Locator {
    return this.dialog.getByRole('group', { name: `Location ${number}` });
  }

  locationMap(number: number): Locator {
    return this.location(number).getByRole('region', { name: `Map of location ${number}`, exact: true });
  }

  /** Geolocation: a fixed location given as a polygon clicked on the map, or as a typed point. */
  async fillLocation(number: number, details: LocationDetails): Promise<void> {
    const location = this.location(number);
    await this.choose('Location category', details.locationCategory, location);
    await this.choose('Location type', 'Fixed location', location);
    await this.choose('Country', details.country, location);
    if (details.state) await this.choose('State', details.state, location);
    if (details.polygonClicks) {
      await location.getByRole('radio', { name: 'Polygon' }).check();
      await this.clickMap(number, details.polygonClicks);
      await expect(location.getByText(`${details.polygonClicks.length} of 5 points`)).toBeVisible();
    } else if (details.point) {
      await location.getByRole('radio', { name: 'Point' }).check();
      await this.field('Latitude', location).fill(details.point[0]);
      await this.field('Longitude', location).fill(details.point[1]);
    }
  }

  /** Clicks the location's map at each position (fractions of its size), once the map has loaded. */
  async clickMap(number: number, positions: readonly [number, number][]): Promise<void> {
    const map = this.locationMap(number);
    await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const points = this.location(number).getByRole('group', { name: /^Point \d+$/ });
    for (const [x, y] of positions) {
      await map.scrollIntoViewIfNeeded();
      const box = await map.boundingBox();
      if (!box) throw new Error('The map is not visible');
      const count = await points.count();
      await this.page.mouse.click(box.x + box.width * x, box.y + box.height * y);
      await expect(points).toHaveCount(count + 1);
    }
  }

  /** The summary's section of step `title`. */
  summarySection(title: WizardStepTitle): Locator {
    return this.dialog.getByRole('region', { name: title, exact: true });
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.stepTitle).toBeVisible();
  }

  /** The message of the review (returned feed) shown at the top of the current step. */
  reviewFeedback(stepTitle: WizardStepTitle): Locator {
    return this.dialog.getByRole('region', { name: `Review feedback on ${stepTitle}` });
  }
}

export type LocationDetails = {
  locationCategory: string;
  country: string;
  state?: string;
  /** Polygon points clicked on the map, as fractions of its width and height. */
  polygonClicks?: readonly [number, number][];
  /** A point typed in: latitude and longitude. */
  point?: [string, string];
};

/** The metadata wizard (Describe … Linking, Complete/Summary), opened as "New feed" or "Edit feed". */
export class MetadataWizardPage extends WizardDialog {
  readonly isicCodes: IsicCodesDialog;

  constructor(page: Page, title: 'New feed' | 'Edit feed' = 'New feed') {
    super(page, title);
    this.isicCodes = new IsicCodesDialog(page);
  }

  /** Opens the wizard for a new feed (signed in, or after signing in when the caller does so). */
  async gotoNew(): Promise<void> {
    await this.page.goto('/dashboard/metadata/new');
  }

  async gotoEdit(feedId: number): Promise<void> {
    await this.page.goto(`/dashboard/metadata/edit/${feedId}`);
  }

  async pickIsicCodes(...codes: string[]): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Choose|Change) ISIC codes$/ }).click();
    await this.isicCodes.pick(...codes);
  }

  /** Describe: the required fields, as a file-based feed. */
  async fillDescribe(details: { name: string; description: string; uniqueId: string; category: string; isic: string }) {
    await this.field('Name').fill(details.name);
    await this.field('Description').fill(details.description);
    await this.field('Unique id').fill(details.uniqueId);
    await this.choose('Category', details.category);
    await this.pickIsicCodes(details.isic);
    await this.dialog.getByRole('radio', { name: 'File-based' }).check();
  }

  /** Ownership: adds a known originator from a sector's list, or a typed name, to `list`. */
  async addParty(
    list: 'originator' | 'owner',
    party: { sector: string; organisation: string } | { name: string },
  ): Promise<void> {
    const adder = this.dialog.getByRole('group', { name: `Add an ${list}` });
    // The segmented control's radios are drawn over by their labels: the user clicks the label.
    const source = 'name' in party ? 'Type a name' : 'From the list';
    await adder.getByText(source, { exact: true }).click();
    await expect(adder.getByRole('radio', { name: source })).toBeChecked();
    if ('name' in party) {
      await adder.getByLabel('Name', { exact: true }).fill(party.name);
    } else {
      await this.choose('Sector', party.sector, adder);
      await this.choose('Organisation', party.organisation, adder);
    }
    await adder.getByRole('button', { name: `Add ${list}` }).click();
  }

  /** The fieldset of dataset `number` on the Source and Schema steps, or its card on the Datasets step. */
  dataset(number: number): Locator {
    return this.dialog.getByRole('group', { name: `Dataset ${number}` });
  }
}
