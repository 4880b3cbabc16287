import type { Page } from '@playwright/test';

import { formatMessage, messages } from '@feedmarket/contract/messages';

import { FeedSeeder, publishableFeedBody } from '../../fixtures/api';
import { expectNotice, messagePattern } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { demoPassword, demoUsers, uniqueSuffix } from '../../fixtures/test-data';
import { MetadataTabPage, SupervisorFeedsPage } from '../../pages/metadata-tab';
import type { SignInDialog } from '../../pages/sign-in-dialog';

// The demo provider organisation (apps/server/src/db/seed/demo-data.ts); it owns ~290 demo feeds, so
// each test names its feeds with a unique suffix and filters by it.
const provider = { username: 'provider', displayname: 'Paula Provider', organisation: 'Northwind Sensors' };
const { supervisor } = demoUsers;

/** Opens `path`, which asks a visitor to sign in, and signs in as `username`. */
async function signInAt(page: Page, signInDialog: SignInDialog, path: string, username: string): Promise<void> {
  await page.goto(path);
  await signInDialog.signIn({ username, password: demoPassword });
  await expect(page).toHaveURL(path);
}

test.describe('the Metadata tab', () => {
  test('the provider sees its feeds, filters from 3 characters on and sorts by name', async ({
    page,
    request,
    signInDialog,
  }) => {
    const suffix = uniqueSuffix();
    const tide = `Harbour tide ${suffix}`;
    const wind = `Harbour wind ${suffix}`;
    const seeder = await FeedSeeder.signIn(request, provider.username);
    await seeder.create(publishableFeedBody(wind, `HW-${suffix}-1`));
    await seeder.create(publishableFeedBody(tide, `HT-${suffix}-1`));
    const tab = new MetadataTabPage(page);
    const filtered: string[] = [];
    page.on('request', (sent) => {
      const filter = new URL(sent.url()).searchParams.get('filter');
      if (sent.url().includes('/metadata?') && filter) filtered.push(filter);
    });

    await signInAt(page, signInDialog, '/dashboard/metadata', provider.username);

    await tab.expectOpen();
    await expect(tab.table.getByRole('row')).toHaveCount(11);
    await expect(tab.summary).toHaveText(/^Showing 1–10 of \d{3,} feeds$/);
    const unfiltered = await tab.summary.innerText();

    // Two characters are not a filter: nothing is asked of the server and the list stays as it is.
    await tab.filterBy(suffix.slice(0, 2));
    await page.waitForTimeout(1000);
    await expect(tab.summary).toHaveText(unfiltered);
    expect(filtered).toEqual([]);

    await tab.filterBy(suffix);

    await expect(tab.summary).toHaveText('Showing 1–2 of 2 feeds');
    await expect(tab.names()).toHaveText([tide, wind]);
    await expect(tab.status(tide)).toHaveText('Not active');
    expect(filtered).toEqual([suffix]);

    await tab.sortBy('Name');

    await expect(tab.names()).toHaveText([wind, tide]);
    await expect(tab.table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  test('the provider deactivates an active feed after confirming, and it shows as not active', async ({
    page,
    request,
    signInDialog,
  }) => {
    const suffix = uniqueSuffix();
    const name = `River gauge ${suffix}`;
    const seeder = await FeedSeeder.signIn(request, provider.username);
    const feed = await seeder.create(publishableFeedBody(name, `RG-${suffix}-1`));
    expect((await seeder.submit(feed.id)).status).toBe(1);
    const tab = new MetadataTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/metadata', provider.username);
    await tab.filterBy(suffix);
    await expect(tab.status(name)).toHaveText('Active');
    expect(await tab.actionsOf(name)).toEqual(['Clone', 'Deactivate']);

    await tab.act(name, 'Deactivate');

    const confirm = tab.dialog('Deactivate feed');
    await expect(confirm).toContainText(messages.deactivateWarning);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expectNotice(page, `${name} is now not active`);
    await expect(tab.status(name)).toHaveText('Not active');
    expect(await tab.actionsOf(name)).toEqual(['Edit', 'Clone', 'Submit for validation', 'Delete']);
  });

  test("a status change the server refuses shows the 'Error' dialog with the server's reason", async ({
    page,
    request,
    signInDialog,
  }) => {
    // Deterministic refusal: the list shows a draft, then the feed is submitted elsewhere (it waits for
    // legal review), so the Submit offered by the now stale row is refused with 409.
    const suffix = uniqueSuffix();
    const name = `Stale draft ${suffix}`;
    const seeder = await FeedSeeder.signIn(request, provider.username);
    const feed = await seeder.create(publishableFeedBody(name, `SD-${suffix}-1`, true));
    const tab = new MetadataTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/metadata', provider.username);
    await tab.filterBy(suffix);
    await expect(tab.status(name)).toHaveText('Not active');
    expect((await seeder.submit(feed.id)).status).toBe(4);

    await tab.act(name, 'Submit for validation');

    const error = tab.dialog('Error');
    await expect(error).toBeVisible();
    await expect(error.getByText(messagePattern('statusChangeFailed'))).toHaveText(
      formatMessage('statusChangeFailed', { message: 'The feed is already submitted for validation.' }),
    );
    await expect(error.getByRole('button')).toHaveText(['OK']);
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(error).toBeHidden();
    // The refusal reloaded the list: the row now says where the feed is.
    await expect(tab.status(name)).toHaveText('Waiting for review');
  });

  test('delete asks for confirmation first, then removes the row', async ({ page, request, signInDialog }) => {
    const suffix = uniqueSuffix();
    const name = `Draft to delete ${suffix}`;
    const seeder = await FeedSeeder.signIn(request, provider.username);
    await seeder.create({ meta: { name }, identifier: {} });
    const tab = new MetadataTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/metadata', provider.username);
    await tab.filterBy(suffix);
    await expect(tab.row(name)).toBeVisible();

    await tab.act(name, 'Delete');
    const confirm = tab.dialog('Delete feed');
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(tab.row(name)).toBeVisible();

    await tab.act(name, 'Delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await expectNotice(page, `${name} was deleted`);
    await expect(tab.row(name)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No feeds match these filters' })).toBeVisible();
  });

  test('an incomplete draft submitted for validation comes back returned, with a way to see the review', async ({
    page,
    request,
    signInDialog,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Half described ${suffix}`;
    const seeder = await FeedSeeder.signIn(request, provider.username);
    const feed = await seeder.create({ meta: { name }, identifier: {} });
    const tab = new MetadataTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/metadata', provider.username);
    await tab.filterBy(suffix);

    await tab.act(name, 'Submit for validation');

    await expectNotice(page, messages.routedForValidation);
    const returned = tab.dialog('Returned for review');
    await expect(returned).toContainText(name);
    await expect(tab.status(name)).toHaveText('Returned for review');
    await returned.getByRole('button', { name: 'See review' }).click();
    await expect(page).toHaveURL(`/dashboard/metadata/edit/${feed.id}`);
  });
});

test.describe("the supervisor's Feeds tab", () => {
  test('the supervisor approves one feed waiting for review and returns another with a comment; the provider sees both', async ({
    page,
    request,
    header,
    signInDialog,
  }) => {
    test.slow();
    const suffix = uniqueSuffix();
    const approved = `Legal check approved ${suffix}`;
    const returned = `Legal check returned ${suffix}`;
    const seeder = await FeedSeeder.signIn(request, provider.username);
    for (const [name, code] of [
      [approved, 'LA'],
      [returned, 'LR'],
    ] as const) {
      const feed = await seeder.create(publishableFeedBody(name, `${code}-${suffix}-1`, true));
      expect((await seeder.submit(feed.id)).status).toBe(4);
    }
    const feeds = new SupervisorFeedsPage(page);
    await signInAt(page, signInDialog, '/supervisor/metadata', supervisor.username);

    // Every member can be chosen, even one without feeds on screen (the read-only demo organisation has none).
    await feeds.member.click();
    await expect(page.getByRole('option', { name: 'City Library Research Desk' })).toBeVisible();
    await page.keyboard.press('Escape');

    await feeds.chooseStatus('Waiting for review');
    await feeds.filterBy(suffix);
    await expect(feeds.summary).toHaveText('Showing 1–2 of 2 feeds');
    await feeds.chooseMember(provider.organisation);
    await expect(feeds.member).toHaveValue(provider.organisation);
    await expect(feeds.row(approved).getByRole('cell').nth(1)).toHaveText(provider.organisation);
    await expect(feeds.status(approved)).toHaveText('Waiting for review');

    await feeds.action(approved, 'View').click();
    await expect(feeds.viewDialog.getByRole('heading', { name: approved })).toBeVisible();
    await expect(feeds.viewDialog).toContainText(`LA-${suffix}-1`);
    await expect(feeds.viewDialog).toContainText(/Requires legal review\s*Yes/i);
    // Lookup values show by name, never by id (publishableFeedBody's licence is 1001).
    await expect(feeds.viewDialog).toContainText(/Licence\s*CC BY 4\.0/i);
    await expect(feeds.viewDialog).not.toContainText('1001');
    await feeds.viewDialog.getByRole('button', { name: 'Close' }).click();
    await expect(feeds.viewDialog).toBeHidden();

    await feeds.action(approved, 'Approve').click();

    await expectNotice(page, `${approved} was approved and is now active`);
    await expect(feeds.row(approved)).toHaveCount(0);

    await feeds.action(returned, 'Return').click();
    const dialog = feeds.returnDialog;
    const comment = dialog.getByRole('textbox', { name: 'Comment' });
    await dialog.getByRole('button', { name: 'Return feed' }).click();
    await expect(dialog.getByText(messages.required)).toBeVisible();
    await comment.fill('Name  the gauge station');
    await dialog.getByRole('button', { name: 'Return feed' }).click();
    await expect(dialog.getByText(messages.invalid)).toBeVisible();
    await comment.fill('Name the gauge station in the description.');
    await dialog.getByRole('button', { name: 'Return feed' }).click();

    await expectNotice(page, `${returned} was returned for review`);
    await expect(dialog).toBeHidden();
    await expect(feeds.row(returned)).toHaveCount(0);
    await feeds.chooseStatus('All');
    await expect(feeds.status(approved)).toHaveText('Active');
    await expect(feeds.status(returned)).toHaveText('Returned for review');

    await header.signOut(supervisor.displayname);
    await header.expectSignedOut();
    const tab = new MetadataTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/metadata', provider.username);
    await tab.filterBy(suffix);

    await expect(tab.status(approved)).toHaveText('Active');
    await expect(tab.status(returned)).toHaveText('Returned for review');
    expect(await tab.actionsOf(returned)).toEqual(['Edit', 'Clone', 'Resubmit', 'Delete']);
  });
});

test.describe('confirmations', () => {
  test('each approval confirms itself, also when the supervisor approves a second feed before the first is done', async ({
    page,
    request,
    signInDialog,
  }) => {
    const suffix = uniqueSuffix();
    const names = [`Quay gauge north ${suffix}`, `Quay gauge south ${suffix}`];
    const seeder = await FeedSeeder.signIn(request, provider.username);
    for (const [index, name] of names.entries()) {
      const feed = await seeder.create(publishableFeedBody(name, `QG-${suffix}-${index + 1}`, true));
      expect((await seeder.submit(feed.id)).status).toBe(4);
    }
    const feeds = new SupervisorFeedsPage(page);
    await signInAt(page, signInDialog, '/supervisor/metadata', supervisor.username);
    await feeds.filterBy(suffix);
    await expect(feeds.summary).toHaveText('Showing 1–2 of 2 feeds');
    // The decisions take a moment to answer, so the second is asked for while the first is on its way.
    await page.route('**/api/v2/review/metadata/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });

    await feeds.action(names[0]!, 'Approve').click();
    await feeds.action(names[1]!, 'Approve').click();

    for (const name of names) await expectNotice(page, `${name} was approved and is now active`);
    await expect(feeds.status(names[0]!)).toHaveText('Active');
    await expect(feeds.status(names[1]!)).toHaveText('Active');
  });
});
