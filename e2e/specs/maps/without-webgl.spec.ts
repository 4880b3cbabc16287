import { FeedSeeder, publishableFeedBody } from '../../fixtures/api';
import { demoCatalog } from '../../fixtures/demo-catalog';
import { expect, test } from '../../fixtures/test';
import { demoPassword, uniqueSuffix } from '../../fixtures/test-data';
import { chromiumArgs, findChromium } from '../../chromium';
import { MetadataWizardPage } from '../../pages/metadata-wizard';
import { mapUnavailableNotice } from '../../pages/search-page';

// A browser that cannot draw maps: WebGL (and with it WebGL2, which the map library needs) turned off.
test.use({
  launchOptions: { executablePath: findChromium(), args: [...chromiumArgs, '--disable-webgl', '--disable-3d-apis'] },
});

const { harbourWord } = demoCatalog;

test.describe('maps in a browser without WebGL', () => {
  test('the search page says so in the map’s place; the filters and the list keep working', async ({
    page,
    api,
    searchPage,
  }) => {
    const found = await api.search({ text: harbourWord });
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await searchPage.goto(`q=${harbourWord}&view=map`);

    await expect(searchPage.mapUnavailable).toBeVisible();
    await expect(searchPage.mapUnavailable).toContainText('needs WebGL');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await searchPage.expectResults(found.totalItems, harbourWord);

    // The filters still narrow the search.
    const continuous = searchPage.filterGroup('Metadata type').getByRole('checkbox', { name: /^Continuous/ });
    await continuous.check();
    await expect(searchPage.activeFilter('Metadata type', 'Continuous')).toBeVisible();
    await expect(searchPage.resultsHeading).not.toHaveText(`${found.totalItems} feeds for “${harbourWord}”`);

    // The notice offers the list, which shows the feeds.
    await searchPage.mapUnavailable.getByRole('button', { name: 'Show the feeds as a list' }).click();
    await expect(searchPage.viewOption('List')).toBeChecked();
    await expect(searchPage.resultsTable).toBeVisible();
    await expect(searchPage.resultNames().first()).toContainText(/harbour/i);
    expect(pageErrors).toEqual([]);
  });

  test('the embedded map says so and still leads to the full search', async ({ page }) => {
    await page.goto('/embedded/map');

    const main = page.getByRole('main');
    await expect(mapUnavailableNotice(main)).toBeVisible();
    await expect(main.getByRole('link', { name: /Open the full search/ })).toBeVisible();
  });

  test('the wizard’s Geolocation step takes typed coordinates and keeps them through Next and Back', async ({
    page,
    request,
    signInDialog,
  }) => {
    const suffix = uniqueSuffix();
    const seeder = await FeedSeeder.signIn(request, 'provider');
    const feed = await seeder.create(publishableFeedBody(`No map river gauge ${suffix}`, `NM-${suffix}-1`));
    const wizard = new MetadataWizardPage(page, 'Edit feed');

    await wizard.gotoEdit(feed.id);
    await signInDialog.signIn({ username: 'provider', password: demoPassword });
    await wizard.expectOpen();
    for (const step of ['Continuous', 'Ownership', 'Source', 'Geolocation'] as const) await wizard.goNext(step);

    const location = wizard.location(1);
    await expect(mapUnavailableNotice(location)).toBeVisible();
    await expect(mapUnavailableNotice(location)).toContainText('Type the coordinates');
    const latitude = wizard.field('Latitude', location);
    const longitude = wizard.field('Longitude', location);
    // Numbers-only inputs: letters are dropped as they are typed, and a latitude stops at 90.
    await latitude.clear();
    await latitude.pressSequentially('abc52.52x');
    await expect(latitude).toHaveValue('52.52');
    await longitude.clear();
    await longitude.pressSequentially('13,405 E');
    await expect(longitude).toHaveValue('13,405');

    await wizard.goNext('Environment');
    await wizard.back.click();
    await wizard.expectStep('Geolocation');

    await expect(latitude).toHaveValue('52.52');
    await expect(longitude).toHaveValue('13,405');
    await wizard.saveDraft.click();
    await expect
      .poll(async () => (await seeder.editable(feed.id)).containers[0]?.location)
      .toMatchObject({
        latitude: 52.52,
        longitude: 13.405,
      });
  });
});
