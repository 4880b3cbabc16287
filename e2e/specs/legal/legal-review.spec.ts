import type { Page } from '@playwright/test';

import { formatMessage, messages } from '@feedmarket/contract/messages';

import { FeedSeeder, publishableFeedBody } from '../../fixtures/api';
import { demoLegalReviewer, LegalApi } from '../../fixtures/legal';
import { expectNotice } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { demoPassword, demoUsers, uniqueSuffix } from '../../fixtures/test-data';
import { LegalTabPage } from '../../pages/legal-tab';
import { NotificationsDialog } from '../../pages/notifications-dialog';
import type { SignInDialog } from '../../pages/sign-in-dialog';

// The demo provider organisation, whose legal reviewer is seeded (apps/server/src/db/seed/demo-data.ts).
const provider = { username: 'provider' };

/** Opens `path`, which asks a visitor to sign in, and signs in as `username`. */
async function signInAt(page: Page, signInDialog: SignInDialog, path: string, username: string): Promise<void> {
  await page.goto(path);
  await signInDialog.signIn({ username, password: demoPassword });
  await expect(page).toHaveURL(path);
}

/** Saves a feed that requires legal review as the demo provider and submits it: it waits in the legal queue. */
async function submitForLegalReview(seeder: FeedSeeder, name: string, code: string): Promise<number> {
  const feed = await seeder.create(publishableFeedBody(name, code, true));
  expect((await seeder.submit(feed.id)).status).toBe(4);
  return feed.id;
}

test.describe('legal review', () => {
  test('a provider submits a feed that needs legal review and the legal reviewer resolves it from the Legal tab', async ({
    page,
    request,
    signInDialog,
  }) => {
    test.slow();
    const suffix = uniqueSuffix();
    const name = `Harbour tide legal ${suffix}`;
    const feedId = await submitForLegalReview(
      await FeedSeeder.signIn(request, provider.username),
      name,
      `TL-${suffix}-1`,
    );
    const tab = new LegalTabPage(page);

    await signInAt(page, signInDialog, '/dashboard/legal', demoLegalReviewer.username);
    await tab.expectOpen();
    await tab.filter.fill(suffix);
    await expect(tab.row(name).getByRole('cell').nth(1)).toHaveText('Open');

    await tab.open(name);
    await expect(page).toHaveURL(`/dashboard/legal/metadata/${feedId}`);
    const legalSection = tab.review.getByRole('region', { name: "The feed's legal section" });
    await expect(legalSection).toContainText('CC BY 4.0');
    await expect(legalSection).toContainText('Data use restrictions');
    await expect(legalSection).toContainText('Global list');
    await expect(legalSection).toContainText('Attribution required');
    await tab.review.getByRole('tab', { name: 'Feed summary' }).click();
    await expect(tab.review.getByRole('region', { name: 'Ownership' })).toContainText(
      'United States Geological Survey',
    );
    await tab.review.getByRole('tab', { name: 'Legal and notes' }).click();

    // A bad note is not sent; a good one is kept.
    const noteDialog = await tab.act('Add note', 'Add note', 'Add note', 'Licence  checked');
    await expect(noteDialog.getByText(messages.invalid)).toBeVisible();
    await noteDialog.getByRole('textbox').fill('Licence checked against the port agreement');
    await noteDialog.getByRole('button', { name: 'Add note', exact: true }).click();
    await expectNotice(page, messages.legalNoteAdded);
    await expect(noteDialog).toBeHidden();
    await expect(tab.review.getByRole('list', { name: 'Notes' })).toContainText(
      'Licence checked against the port agreement',
    );

    const resolveDialog = await tab.act('Resolve', 'Resolve legal review', 'Resolve');
    await expectNotice(page, formatMessage('legalReviewResolved', { name }));
    await expect(resolveDialog).toBeHidden();
    await expect(tab.review.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(tab.review.getByRole('button', { name: 'Resolve', exact: true })).toHaveCount(0);

    await tab.review.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL('/dashboard/legal');
    await expect(tab.row(name)).toHaveCount(0);
    await tab.chooseState('Resolved');
    await expect(tab.row(name).getByRole('cell').nth(1)).toHaveText('Resolved');
    await expect(tab.row(name)).toContainText(demoLegalReviewer.displayname);

    // Passed legal review, the feed may now be approved by the supervisor.
    const supervisor = await FeedSeeder.signIn(request, demoUsers.supervisor.username);
    expect((await supervisor.approve(feedId)).status).toBe(1);
  });

  test("the legal reviewer follows a submitted feed's notification to its legal view and resolves it there", async ({
    page,
    request,
    signInDialog,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Pier counts legal ${suffix}`;
    const title = `Legal review: ${name}`;
    const feedId = await submitForLegalReview(
      await FeedSeeder.signIn(request, provider.username),
      name,
      `PL-${suffix}-1`,
    );
    const tab = new LegalTabPage(page);
    const bell = new NotificationsDialog(page);

    await signInAt(page, signInDialog, '/dashboard/summary', demoLegalReviewer.username);
    await bell.open();
    await bell.openNotification(title);
    await bell.dialog.getByRole('link', { name: 'Open in Legal' }).click();
    await expect(page).toHaveURL(`/dashboard/legal/metadata/${feedId}`);
    await expect(bell.dialog).toBeHidden();
    await expect(tab.review.getByRole('heading', { name, level: 3 })).toBeVisible();

    await tab.act('Resolve', 'Resolve legal review', 'Resolve');
    await expectNotice(page, formatMessage('legalReviewResolved', { name }));

    // Deciding the review settled its request: it asks nobody for action any more.
    await tab.review.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL('/dashboard/legal');
    // A fresh page, so the bell opens on its list rather than on the notification it showed last.
    await page.reload();
    await bell.open();
    await bell.tab('History').click();
    await expect(bell.row(title)).toContainText('Resolved');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the legal reviewer clears a feed from the address its notification leads to; it returns to its provider with the note', async ({
      page,
      request,
      signInDialog,
    }) => {
      const suffix = uniqueSuffix();
      const name = `Camera counts legal ${suffix}`;
      const feedId = await submitForLegalReview(
        await FeedSeeder.signIn(request, provider.username),
        name,
        `CL-${suffix}-1`,
      );
      const tab = new LegalTabPage(page);

      await signInAt(page, signInDialog, `/dashboard/legal/metadata/${feedId}`, demoLegalReviewer.username);
      await expect(tab.review.getByRole('heading', { name, level: 3 })).toBeVisible();

      const clearDialog = await tab.act('Clear', 'Clear legal review', 'Clear and return');
      await expect(clearDialog.getByText(messages.required)).toBeVisible();
      const note = 'The images may show people: name the personal data they hold.';
      await clearDialog.getByRole('textbox').fill(note);
      await clearDialog.getByRole('button', { name: 'Clear and return' }).click();
      await expectNotice(page, formatMessage('legalReviewCleared', { name }));
      await expect(tab.review.getByText('Cleared', { exact: true })).toBeVisible();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

      const feedback = await (await LegalApi.signIn(request, provider.username)).feedReview(feedId);
      expect(feedback.status).toBe(5);
      expect(feedback.steps).toEqual([
        expect.objectContaining({ step: 'legal', comments: [expect.objectContaining({ text: note })] }),
      ]);
    });
  });
});
