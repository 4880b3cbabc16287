import { expect, type Locator, type Page } from '@playwright/test';

import { escapeRegExp } from '../fixtures/messages';
import { WizardDialog } from './metadata-wizard';
import { clickSwitch } from '../fixtures/controls';

/** The policy wizard (Describe, Select feeds, Configure rules, Assign, Summary, Activate) over the Policies tab. */
export class PolicyWizardPage extends WizardDialog {
  readonly saveAndActivate: Locator;
  readonly saveNotActive: Locator;

  constructor(page: Page, title: 'New policy' | 'Edit policy' = 'New policy') {
    super(page, title);
    this.saveAndActivate = this.dialog.getByRole('button', { name: 'Save and activate' });
    this.saveNotActive = this.dialog.getByRole('button', { name: 'Save, not active' });
  }

  async gotoNew(): Promise<void> {
    await this.page.goto('/dashboard/policies/new');
    await this.expectOpen();
  }

  /** Describe: the name and what the policy does (Allow, Deny or Review); optionally, legal review. */
  async describe({
    name,
    type,
    legalReview = false,
  }: {
    name: string;
    type: 'Allow' | 'Deny' | 'Review';
    legalReview?: boolean;
  }) {
    await this.field('Name').fill(name);
    await this.dialog.getByRole('radio', { name: new RegExp(`^${type}`) }).click();
    if (legalReview) await clickSwitch(this.dialog.getByRole('switch', { name: /^Ask for legal review/ }));
  }

  /** Select feeds: finds the feed by its name (the filter needs 3 characters) and ticks it. */
  async chooseFeed(name: string): Promise<void> {
    await this.field('Filter feeds').fill(name);
    const feed = this.dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)}`) });
    await feed.check();
    await expect(this.dialog.getByText('1 feed chosen')).toBeVisible();
  }

  /** Rule `number` of member (or metadata) group `group`. */
  rule(number: number, group = '1', kind: 'member' | 'metadata' = 'member'): Locator {
    return this.dialog.getByRole('group', { name: `Rule ${number} of ${kind} group ${group}` });
  }

  /** Configure rules: a new member group whose one rule says `criterion` equals `value`. */
  async addMemberRule(criterion: string, value: string): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Add member group' }).click();
    const rule = this.rule(1);
    await this.choose('Criterion', criterion, rule);
    await this.choose('Value', value, rule);
  }

  /** A count-and-names card of the Summary step. */
  summaryCard(title: 'Your feeds it covers' | 'Members it decides for'): Locator {
    return this.dialog.getByRole('region', { name: title });
  }
}
