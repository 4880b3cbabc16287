import { devices } from '@playwright/test';

import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { SearchPage } from '../../pages/search-page';

/**
 * Each page arrives with its first view drawn by the server, before any script has run (so a page
 * opened with scripts turned off shows it), and the app takes that view over. Every browser test
 * also fails on a page the app had to draw again (`fixtures/test.ts`).
 */
test.describe('the first view, drawn by the server', () => {
  test.describe('with scripts turned off', () => {
    test.use({ javaScriptEnabled: false });

    test("a visitor's search page shows its banner, the search asked for and the way to sign in", async ({ page }) => {
      await page.goto('/?q=water');
      await expect(page.getByRole('heading', { level: 1, name: 'Search feeds' })).toBeVisible();
      await expect(new SearchPage(page).searchBox).toHaveValue('water');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      // Nothing in it answers before the app has taken it over.
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
    });

    test("a returning member's dashboard is drawn for them", async ({ page, context, api, baseURL }) => {
      const profile = await rememberSignIn(context, api, baseURL!, 'provider');
      await page.goto('/dashboard/summary');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText(`Signed in as ${profile.displayname}`)).toBeVisible();
    });

    test.describe('on a phone', () => {
      test.use({ userAgent: devices['Pixel 7'].userAgent, viewport: { width: 412, height: 915 } });

      test("a phone's browser gets a phone's view: the filter panel starts closed", async ({ page }) => {
        await page.goto('/');
        await expect(page.locator('#root')).toHaveAttribute('data-screen', 'phone');
        await expect(new SearchPage(page).filtersButton).toHaveAttribute('aria-expanded', 'false');
      });
    });
  });

  test.describe('on a phone, with scripts', () => {
    // Lighthouse's phone profile loads pages so: the server draws a phone's view, which the app must
    // take over as drawn (the fixture fails the test on a page the app had to draw again).
    test.use({ userAgent: devices['Pixel 7'].userAgent, viewport: { width: 412, height: 915 }, isMobile: true });

    test("the app takes over a visitor's search page and a member's dashboard as the server drew them", async ({
      page,
      context,
      api,
      baseURL,
    }) => {
      await page.goto('/');
      await expect(page.locator('#root')).toHaveAttribute('data-screen', 'phone');
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(new SearchPage(page).resultsHeading).toContainText(/\d feeds?/);

      const profile = await rememberSignIn(context, api, baseURL!, 'provider');
      await page.goto('/dashboard/summary');
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByText(`Signed in as ${profile.displayname}`)).toBeVisible();
    });
  });

  test('the app takes the view over: the first click on it works', async ({ page }) => {
    const searchPage = new SearchPage(page);
    await page.goto('/');
    // Playwright waits for the view to stop being inert, as a person's click would have no effect before.
    await searchPage.filtersButton.click();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(searchPage.filtersButton).toHaveAttribute('aria-expanded', 'false');
    await expect(searchPage.resultsHeading).toBeVisible();
  });
});
