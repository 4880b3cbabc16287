import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { messages } from '@feedmarket/contract/messages';

import { TeamSeeder } from '../../fixtures/accounts';
import { FeedSeeder, publishableFeedBody, type FeedmarketApi } from '../../fixtures/api';
import { expectNotice, notice } from '../../fixtures/messages';
import { NotificationsApi } from '../../fixtures/notifications';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { uniqueSuffix } from '../../fixtures/test-data';
import { PricingTabPage } from '../../pages/pricing-tab';
import { clickSwitch } from '../../fixtures/controls';

// The demo provider (Northwind Sensors): `provider` is its administrator, `analyst` a member who is not.
const provider = 'provider';
const analyst = 'analyst';

/** A fresh draft feed of the demo provider, so a spec's prices never meet the demo prices' feeds. */
async function seedFeed(request: APIRequestContext, label: string): Promise<string> {
  const suffix = uniqueSuffix();
  const name = `${label} ${suffix}`;
  await (await FeedSeeder.signIn(request, provider)).create(publishableFeedBody(name, `PR-${suffix}-1`));
  return name;
}

type Browsing = { page: Page; context: BrowserContext; api: FeedmarketApi; baseURL?: string };

/** Opens the Pricing tab signed in as `username` (a demo account). */
async function openPricingAs(username: string, { page, context, api, baseURL }: Browsing): Promise<PricingTabPage> {
  await rememberSignIn(context, api, baseURL!, username);
  const pricing = new PricingTabPage(page);
  await pricing.goto();
  return pricing;
}

test.describe('the Pricing tab', () => {
  test('the provider admin creates a volume price, edits, clones, deactivates and activates it, and deletes the clone', async ({
    page,
    context,
    api,
    request,
    baseURL,
  }) => {
    test.slow();
    const feed = await seedFeed(request, 'Pricing tide gauge');
    const name = `Tide volume ${uniqueSuffix()}`;
    const copy = `Copy of ${name}`;
    const pricing = await openPricingAs(provider, { page, context, api, baseURL });
    // The demo provider's prices are there from the start.
    await expect(pricing.row('Standard licence')).toContainText('USD 250.00 per feed');

    await pricing.createButton.click();
    await pricing.fill({ name, mode: 'Volume', amount: '12.5', downloads: '250', feeds: [feed] });
    await pricing.save();
    await expectNotice(page, `The price configuration ${name} was created`);
    await expect(pricing.modal).toBeHidden();
    const row = pricing.row(name);
    await expect(row).toContainText('Volume');
    await expect(row).toContainText('USD 12.50 per 250 downloads');
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(pricing.statusSwitch(name)).toBeChecked();

    await pricing.rowAction(name, 'Edit');
    await expect(pricing.modal.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(pricing.modal.getByRole('listitem').filter({ hasText: feed })).toBeVisible();
    await pricing.fill({ amount: '15', downloads: '500' });
    await pricing.save();
    await expectNotice(page, `${name} was saved`);
    await expect(row).toContainText('USD 15.00 per 500 downloads');

    await pricing.rowAction(name, 'Clone');
    await expectNotice(page, `A copy was saved, not active: ${copy}`);
    await expect(pricing.statusSwitch(copy)).not.toBeChecked();
    await expect(pricing.row(copy)).toContainText('USD 15.00 per 500 downloads');

    await clickSwitch(pricing.statusSwitch(name));
    const confirmDeactivate = page.getByRole('dialog', { name: 'Deactivate price configuration' });
    await expect(confirmDeactivate).toContainText('new requests are free');
    await confirmDeactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expectNotice(page, `${name} is now not active`);
    await expect(pricing.statusSwitch(name)).not.toBeChecked();
    await clickSwitch(pricing.statusSwitch(name));
    await expectNotice(page, `${name} is now active`);
    await expect(pricing.statusSwitch(name)).toBeChecked();

    await pricing.rowAction(copy, 'Delete');
    const confirmDelete = page.getByRole('dialog', { name: 'Delete price configuration' });
    await expect(confirmDelete).toContainText(copy);
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expectNotice(page, `${copy} was deleted`);
    await expect(pricing.row(copy)).toHaveCount(0);
    await expect(pricing.row(name)).toHaveCount(1);
  });

  test('a second active price for a feed is refused with the reason, and the review flag and note are set', async ({
    page,
    context,
    api,
    request,
    baseURL,
  }) => {
    test.slow();
    const feed = await seedFeed(request, 'Pricing wind mast');
    const suffix = uniqueSuffix();
    const [first, second] = [`Mast free ${suffix}`, `Mast monthly ${suffix}`];
    const pricing = await openPricingAs(provider, { page, context, api, baseURL });

    await pricing.createButton.click();
    await pricing.fill({ name: first, option: 'No price (free)', feeds: [feed] });
    await expect(pricing.modal.getByRole('textbox', { name: 'Amount' })).toBeHidden();
    await pricing.save();
    await expectNotice(page, `The price configuration ${first} was created`);
    await expect(pricing.row(first)).toContainText('Free');

    // Active, it would be the feed's second active price: the server names the feed and the holder.
    const reason = `'${feed}' in '${first}'`;
    await pricing.createButton.click();
    await pricing.fill({ name: second, mode: 'Duration', amount: '40', period: '6 months', feeds: [feed] });
    await pricing.save();
    await expect(pricing.modal.getByRole('alert').filter({ hasText: reason })).toBeVisible();
    await pricing.fill({ active: false });
    await pricing.save();
    await expectNotice(page, `The price configuration ${second} was created`);
    await expect(pricing.row(second)).toContainText('USD 40.00 per 6 months');

    await clickSwitch(pricing.statusSwitch(second));
    await expect(notice(page, messages.priceStatusFailed)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: messages.priceStatusFailed })).toContainText(reason);
    await expect(pricing.statusSwitch(second)).not.toBeChecked();

    await pricing.rowAction(second, 'Require review');
    await expectNotice(page, `Requests under ${second} now wait for your approval`);
    await expect(pricing.row(second).getByRole('cell').nth(5)).toHaveText('Required');

    await pricing.rowAction(second, 'Add note');
    const noteDialog = page.getByRole('dialog', { name: 'Add note' });
    const noteField = noteDialog.getByRole('textbox', { name: 'Note' });
    await noteField.fill('Ask  finance first');
    await noteDialog.getByRole('button', { name: 'Save note' }).click();
    await expect(noteDialog.getByText(messages.invalid)).toBeVisible();
    await noteField.fill('Ask finance before activating');
    await noteDialog.getByRole('button', { name: 'Save note' }).click();
    await expectNotice(page, `The note of ${second} was saved`);
    await expect(pricing.row(second)).toContainText('Note: Ask finance before activating');

    await pricing.rowAction(second, 'Edit note');
    await page.getByRole('dialog', { name: 'Edit note' }).getByRole('button', { name: 'Remove note' }).click();
    await expectNotice(page, `The note of ${second} was removed`);
    await expect(pricing.row(second)).not.toContainText('Note:');

    // Clean up: the feed keeps no price of this test.
    for (const price of [second, first]) {
      await pricing.rowAction(price, 'Delete');
      await page
        .getByRole('dialog', { name: 'Delete price configuration' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expectNotice(page, `${price} was deleted`);
    }
  });

  test('a member who is not an admin reads the prices without controls', async ({ page, context, api, baseURL }) => {
    const pricing = await openPricingAs(analyst, { page, context, api, baseURL });
    const row = pricing.row('Pay as you go');
    await expect(row).toContainText('USD 15.00 per 100 downloads');
    await expect(row).toContainText('Fee waived');
    await expect(pricing.row('Quarterly subscription')).toContainText('Required');
    await expect(pricing.row('Annual subscription')).toContainText('Not active');
    await expect(page.getByText("Your organisation's administrators change prices")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create price configuration' })).toHaveCount(0);
    await expect(pricing.table.getByRole('switch')).toHaveCount(0);
    await expect(pricing.table.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

    // Filters apply from 3 characters (spec §5).
    await pricing.filter.fill('su');
    await expect(pricing.row('Open data')).toBeVisible();
    await pricing.filter.fill('subscription');
    await expect(pricing.table.getByRole('row')).toHaveCount(3);
  });

  test('a new organisation sees what prices do, and a notification opens over the tab', async ({
    page,
    api,
    request,
    signInDialog,
  }) => {
    const team = await TeamSeeder.register(request, 'pricing');
    const session = await api.login(team.admin.username, team.admin.password);
    const [welcome] = await new NotificationsApi(request, session).unread();
    const pricing = new PricingTabPage(page);

    // The address asks a visitor to sign in first, and opens once they have.
    const address = `/dashboard/pricing/notifications/${welcome!.id}`;
    await page.goto(address);
    await signInDialog.signIn(team.admin);
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('dialog', { name: 'Notification' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Notification' })
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    await expect(page).toHaveURL('/dashboard/pricing');
    await expect(page.getByRole('heading', { name: 'No price configurations yet' })).toBeVisible();
    await expect(page.getByText('Until one is active for a feed, access to it is free')).toBeVisible();

    // The empty list offers the same button as the toolbar; the form says what is missing.
    await page.getByRole('button', { name: 'Create price configuration' }).last().click();
    await expect(pricing.modal.getByText('Your organisation has no feeds yet')).toBeVisible();
    await pricing.save();
    await expect(pricing.modal.getByText(messages.required).first()).toBeVisible();
    await expect(pricing.modal.getByText(messages.priceNeedsFeeds)).toBeVisible();
  });
});
