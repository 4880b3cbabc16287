import type { Page } from '@playwright/test';

import { expect, test } from '../../fixtures/test';
import { rememberSignIn } from '../../fixtures/session';
import { answerArrived } from '../../fixtures/view-answers';
import { summaryCategory } from '../../pages/summary-tab';

/**
 * What is on screen stays where it is while a page fills in: the browser's layout-shift score (the
 * sum it reports for the load, as Lighthouse counts it) stays under 0.1, the threshold of a good
 * page. The dashboard on a phone jumped by 0.59: its footer showed under the loader and was pushed
 * away, and the tabs grew when their count badges arrived.
 */
const goodShiftScore = 0.1;

/** Starts summing the page's layout shifts (not those right after an input) before it loads. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(`
    window.layoutShiftScore = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShiftScore += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

const layoutShiftScore = (page: Page) => page.evaluate<number>('window.layoutShiftScore');

test.use({ viewport: { width: 390, height: 844 } });

test(`the dashboard's Summary opens on a phone with a layout shift under ${goodShiftScore}`, async ({
  page,
  context,
  api,
  baseURL,
}) => {
  const profile = await rememberSignIn(context, api, baseURL!, 'provider');
  await watchLayoutShifts(page);

  // The tabs' counts arrive on their own request.
  const counts = page.waitForResponse((response) => /\/api\/v2\/user\/\d+\/tabs$/.test(response.url()));
  await page.goto('/dashboard');
  await answerArrived(page, ['user', profile.userid, 'tabs'], counts);
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  await expect(summaryCategory(page, 'Feeds published')).toContainText(/\d/);
  await expect(page.getByRole('table', { name: 'Activity by day' })).toBeAttached();

  expect(await layoutShiftScore(page)).toBeLessThan(goodShiftScore);
});
