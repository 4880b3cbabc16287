import { expect, test } from '../../fixtures/test';
import { demoPassword, demoUsers } from '../../fixtures/test-data';
import { AppHeader } from '../../pages/app-header';
import { CookieNotice } from '../../pages/cookie-notice';

const consumer = demoUsers.consumer;

// These tests answer the cookie notice themselves.
test.use({ cookieConsent: 'undecided' });

test.describe('remember me', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await new CookieNotice(page).allowCookies();
  });

  test('with cookies allowed and remember me ticked, a new page is signed in by itself', async ({
    context,
    header,
    signInDialog,
  }) => {
    await signInDialog.open();
    await signInDialog.signIn({ username: consumer.username, password: demoPassword, remember: true });
    await header.expectSignedInAs(consumer.displayname);

    const newPage = await context.newPage();
    const sessionChecks: string[] = [];
    newPage.on('request', (request) => {
      if (request.url().includes('/api/v2/auth/session')) sessionChecks.push(request.url());
    });
    await newPage.goto('/dashboard');

    await new AppHeader(newPage).expectSignedInAs(consumer.displayname);
    await expect(newPage).toHaveURL(/\/dashboard/);
    // The page came with the session's profile: no check of the token before showing it.
    expect(sessionChecks).toEqual([]);
    // The answer to the cookie notice is remembered too.
    await expect(new CookieNotice(newPage).region).toHaveCount(0);
  });

  test('without remember me, a new page is signed out', async ({ context, header, signInDialog }) => {
    await signInDialog.open();
    await signInDialog.signIn({ username: consumer.username, password: demoPassword, remember: false });
    await header.expectSignedInAs(consumer.displayname);

    const newPage = await context.newPage();
    await newPage.goto('/');

    await new AppHeader(newPage).expectSignedOut();
  });
});
