import type { Page } from '@playwright/test';

import { FeedSeeder, publishableFeedBody } from '../../fixtures/api';
import { DatasetsTabPage } from '../../fixtures/datasets';
import { demoCatalog } from '../../fixtures/demo-catalog';
import { expectFitsScreen, expectOnScreen, phoneScreen, phoneScreenWidth } from '../../fixtures/phone';
import { expect, test } from '../../fixtures/test';
import { demoPassword, uniqueSuffix } from '../../fixtures/test-data';
import { MetadataTabPage, SupervisorFeedsPage } from '../../pages/metadata-tab';
import { MetadataWizardPage, type WizardStepTitle } from '../../pages/metadata-wizard';

const screenWidth = phoneScreenWidth;
test.use(phoneScreen);

const provider = { username: 'provider', password: demoPassword };

async function signInAt(page: Page, path: string, signIn: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await signIn(page);
  await expect(page).toHaveURL(path);
}

test.describe('on a 390 px phone screen', () => {
  test('the search page fits: results as tiles and as a list, the filters and the map', async ({
    page,
    searchPage,
  }) => {
    await searchPage.goto(`q=${demoCatalog.harbourWord}`);
    await expect(searchPage.resultsTiles).toBeVisible();
    await expectFitsScreen(page);

    await searchPage.switchTo('List');
    await expect(searchPage.resultsTable).toBeVisible();
    await expectFitsScreen(page);

    // Narrow screens start with the filters folded away.
    await searchPage.filtersButton.click();
    await expect(searchPage.filterPanel).toBeVisible();
    const panel = await searchPage.filterPanel.boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(screenWidth);
    await expectFitsScreen(page);

    await searchPage.switchTo('Map');
    await expect(searchPage.map).toBeVisible();
    await expect(searchPage.mapAreaCount).toBeVisible();
    await expectOnScreen(searchPage.mapAreaCount, searchPage.main.getByRole('button', { name: 'Zoom to area' }));
    await expectFitsScreen(page);
  });

  test("the banner's figures sit side by side, their labels in the phone's smaller type", async ({ page, searchPage }) => {
    await searchPage.goto();
    const figures = page.getByRole('list', { name: 'The marketplace in figures' }).getByRole('listitem');
    await expect(figures).toHaveCount(4);
    await expect(figures.first()).toContainText(/\d/);
    // Each figure is its number over its label; a label as wide as the desktop's ran into the next one.
    let previousRight = 0;
    for (const figure of await figures.all()) {
      const label = figure.locator('p').last();
      await expect(label).toHaveCSS('font-size', '10px');
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(previousRight);
      previousRight = box.x + box.width;
    }
    await expectFitsScreen(page);
  });

  test("the dashboard's Metadata and Datasets tabs fit; their tables scroll inside themselves", async ({
    page,
    signInDialog,
  }) => {
    const metadata = new MetadataTabPage(page);
    await signInAt(page, '/dashboard/metadata', () => signInDialog.signIn(provider));
    await metadata.expectOpen();
    await expectFitsScreen(page);
    await expectOnScreen(metadata.createFeed);

    const datasets = new DatasetsTabPage(page);
    await page.goto('/dashboard/datasets');
    await expect(datasets.datasets).toBeVisible();
    await expectFitsScreen(page);
  });

  test("the supervisor's Feeds tab fits, and so do its feed view and return dialogs", async ({
    page,
    request,
    signInDialog,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Phone review gauge ${suffix}`;
    const seeder = await FeedSeeder.signIn(request, provider.username);
    const feed = await seeder.create(publishableFeedBody(name, `PR-${suffix}-1`, true));
    expect((await seeder.submit(feed.id)).status).toBe(4);
    const feeds = new SupervisorFeedsPage(page);
    await signInAt(page, '/supervisor/metadata', () =>
      signInDialog.signIn({ username: 'supervisor', password: demoPassword }),
    );
    await feeds.filterBy(suffix);
    await expect(feeds.row(name)).toBeVisible();
    await expectFitsScreen(page);

    await feeds.action(name, 'View').click();
    await expect(feeds.viewDialog.getByRole('heading', { name })).toBeVisible();
    await expectOnScreen(feeds.viewDialog.getByRole('button', { name: 'Close' }));
    await expectFitsScreen(page);
    await feeds.viewDialog.getByRole('button', { name: 'Close' }).click();

    await feeds.action(name, 'Return').click();
    const comment = feeds.returnDialog.getByRole('textbox', { name: 'Comment' });
    await expectOnScreen(
      feeds.returnDialog.getByLabel('Step', { exact: true }),
      comment,
      feeds.returnDialog.getByRole('button', { name: 'Return feed' }),
    );
    // The comment is given the screen's width, not squeezed beside the step.
    expect((await comment.boundingBox())!.width).toBeGreaterThan(screenWidth / 2);
    await expectFitsScreen(page);
  });

  test('every step of the metadata wizard keeps Back, Next and Close on the screen', async ({
    page,
    request,
    signInDialog,
  }) => {
    const suffix = uniqueSuffix();
    const seeder = await FeedSeeder.signIn(request, provider.username);
    const feed = await seeder.create(publishableFeedBody(`Phone river gauge ${suffix}`, `PH-${suffix}-1`));
    const wizard = new MetadataWizardPage(page, 'Edit feed');
    await wizard.gotoEdit(feed.id);
    await signInDialog.signIn(provider);
    await wizard.expectOpen();

    const steps: WizardStepTitle[] = [
      'Describe',
      'Continuous',
      'Ownership',
      'Source',
      'Geolocation',
      'Environment',
      'Legal',
      'Schema',
      'Datasets',
      'Linking',
      'Complete/Summary',
    ];
    for (const [index, step] of steps.entries()) {
      await wizard.expectStep(step);
      const forward = step === 'Complete/Summary' ? wizard.submit : wizard.next;
      await expectOnScreen(wizard.close, wizard.back, wizard.saveDraft, forward);
      await expectFitsScreen(page);
      const next = steps[index + 1];
      if (next) await wizard.goNext(next);
    }

    await wizard.back.click();
    await wizard.expectStep('Linking');
    await expectOnScreen(wizard.close, wizard.back, wizard.next);
  });
});
