import { expect, test } from '../../fixtures/test';

test.describe('routes', () => {
  for (const address of ['/no/such/address', '/no-such-section']) {
    test(`an unknown address (${address}) goes to the search page`, async ({ page }) => {
      await page.goto(address);

      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'Search feeds', level: 1 })).toBeVisible();
    });
  }

  test('a help page shows its title and its section', async ({ page }) => {
    await page.goto('/help/getting-started');

    await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Getting started with Feedmarket', level: 2 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Help pages' }).getByRole('link', { name: 'Getting started' }),
    ).toBeVisible();
  });

  test('the help index lists the help pages', async ({ page }) => {
    await page.goto('/help');

    await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
    const helpPages = page.getByRole('navigation', { name: 'Help pages' }).getByRole('link');
    await expect(helpPages).toHaveText([
      'Overview',
      'Getting started',
      'Searching for feeds',
      'Your workspace and access to feeds',
      'Publishing feeds',
      'Frequently asked questions',
    ]);

    await helpPages.filter({ hasText: 'Frequently asked questions' }).click();
    await expect(page).toHaveURL('/help/faq');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeVisible();
  });

  test('an unknown page of a section falls back to its index', async ({ page }) => {
    await page.goto('/help/no-such-page');

    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  });
});
