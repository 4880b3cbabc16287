import type { Page, TestInfo } from '@playwright/test';

import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { PricingTabPage } from '../../pages/pricing-tab';

/** Asserts nothing sticks out sideways (tables scroll in their own container), and keeps a screenshot. */
async function expectFitsAndKeep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // An expression rather than a function: the browser's globals are not in this project's types.
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

for (const width of [390, 1280]) {
  test(`the Pricing tab and its modal fit a ${width} px screen`, async ({ page, context, api, baseURL }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await rememberSignIn(context, api, baseURL!, 'provider');
    const pricing = new PricingTabPage(page);
    await pricing.goto();
    await expect(pricing.row('Standard licence')).toBeVisible();
    await expectFitsAndKeep(page, testInfo, `pricing-${width}`);

    // Every action stays reachable: the table scrolls within its own container.
    await pricing.rowAction('Pay as you go', 'Edit');
    await expect(pricing.modal.getByRole('textbox', { name: 'Downloads per block' })).toHaveValue('100');
    await expectFitsAndKeep(page, testInfo, `pricing-edit-${width}`);
    await pricing.modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(pricing.modal).toBeHidden();

    await pricing.createButton.click();
    await pricing.fill({ mode: 'Duration' });
    await expect(pricing.modal.getByRole('checkbox').first()).toBeVisible();
    await expectFitsAndKeep(page, testInfo, `pricing-create-${width}`);
  });
}
