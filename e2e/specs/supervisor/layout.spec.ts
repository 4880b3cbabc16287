import type { Page } from '@playwright/test';

import { expect, test } from '../../fixtures/test';
import { demoPassword, demoUsers } from '../../fixtures/test-data';
import { summaryCategory } from '../../pages/summary-tab';

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** The page is no wider than the screen: wide tables scroll in their own container. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the member's Summary tab shows the counts, the chart and the list of days", async ({
      page,
      signInDialog,
    }, testInfo) => {
      await page.goto('/dashboard');
      await signInDialog.signIn({ username: 'provider', password: demoPassword });
      await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
      await expect(summaryCategory(page, 'Feeds published')).toContainText(/\d/);
      if (viewport.name === 'desktop') {
        // With their counts, the provider's twelve tabs fit one row: a count arriving moves nothing.
        await expect(
          page
            .getByRole('tablist')
            .getByLabel(/^\d+ new$/)
            .first(),
        ).toBeVisible();
        const rows = await page
          .getByRole('tab')
          .evaluateAll((tabs) => new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);
        expect(rows, 'rows of tabs').toBe(1);
      }
      // The chart draws when it comes near the window.
      const chart = page.getByRole('figure', { name: 'Activity chart' });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('[data-bar]')).not.toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Activity by day' }).getByRole('row')).toHaveCount(6);

      const interval = page.getByRole('radiogroup', { name: 'Group the activity by' });
      await interval.getByText('Week', { exact: true }).click();
      await expect(page.getByRole('table', { name: 'Activity by week' })).toBeVisible();
      await interval.getByText('Day', { exact: true }).click();
      await expect(page.getByRole('table', { name: 'Activity by day' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`summary-${viewport.name}.png`), fullPage: true });
    });

    test('every supervisor tab lays out its content', async ({ page, signInDialog }, testInfo) => {
      await page.goto('/supervisor');
      await signInDialog.signIn({ username: demoUsers.supervisor.username, password: demoPassword });
      const tabs = [
        {
          tab: 'Summary',
          ready: page.getByRole('figure', { name: 'Transactions chart' }).locator('[data-bar]').first(),
        },
        { tab: 'Member Accounts', ready: page.getByRole('table', { name: 'Member accounts' }) },
        { tab: 'Users', ready: page.getByRole('table', { name: 'Users' }) },
        // The Feeds tab's own layout at 390 px is proven with the metadata tab's.
        { tab: 'Feeds', ready: page.getByRole('heading', { name: "Members' feeds" }), isOwnLayout: false },
      ];
      for (const { tab, ready, isOwnLayout = true } of tabs) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        // The Summary's chart draws when it comes near the window.
        if (tab === 'Summary') await page.getByRole('figure', { name: 'Transactions chart' }).scrollIntoViewIfNeeded();
        await expect(ready).toBeVisible();
        if (isOwnLayout) await expectNoSidewaysScroll(page);
        const file = `supervisor-${tab.toLowerCase().replace(/\s+/g, '-')}-${viewport.name}.png`;
        await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
      }
      await page.getByRole('tab', { name: 'Member Accounts', exact: true }).click();
      await page.getByRole('button', { name: 'Create member account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create member account' });
      await expect(dialog.getByRole('button', { name: 'Create member account' })).toBeVisible();
      // The dialog fades in: the picture shows it once in place.
      await page.screenshot({
        path: testInfo.outputPath(`supervisor-create-member-${viewport.name}.png`),
        animations: 'disabled',
      });
    });
  });
}
