import { demoCatalog } from '../../fixtures/demo-catalog';
import { expect, test } from '../../fixtures/test';

const { country, format } = demoCatalog;

test.describe('search filters', () => {
  test('two filters chosen in their dialogs narrow the results; clear filters restores them', async ({
    page,
    api,
    searchPage,
  }) => {
    const [spain, parquet] = await Promise.all([
      api.filterOption('country', country.name),
      api.filterOption('format', format),
    ]);
    const [everything, inSpain, both] = await Promise.all([
      api.search({}),
      api.search({ filters: { country: [spain.value] } }),
      api.search({ filters: { country: [spain.value], format: [parquet.value] } }),
    ]);
    expect(both.totalItems).toBeGreaterThan(0);
    expect(both.totalItems).toBeLessThan(inSpain.totalItems);
    await searchPage.goto('view=list');
    await searchPage.expectResults(everything.totalItems);
    await expect(searchPage.clearFilters).toBeDisabled();

    // The country dialog finds countries by the start of their names.
    const countries = await searchPage.openMoreOptions('Country');
    await countries.narrow(country.prefix);
    await expect(countries.options()).not.toHaveCount(0);
    for (const option of await countries.options().all()) await expect(option).toHaveAccessibleName(/^Sp/);
    await countries.choose(country.name);

    await searchPage.expectResults(inSpain.totalItems);
    await expect(searchPage.activeFilter('Country', country.name)).toBeVisible();
    await expect(searchPage.filterGroup('Country').getByRole('checkbox', { name: /^Spain\b/ })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`[?&]country=${spain.value}(&|$)`));

    // A checkbox list dialog: the options grouped by their first letter, counted under the country chosen.
    const formats = await searchPage.openMoreOptions('Format');
    await expect(formats.dialog.getByRole('heading', { name: 'P', level: 3 })).toBeVisible();
    expect(await formats.countOf(format)).toBe(both.totalItems);
    await formats.choose(format);

    await searchPage.expectResults(both.totalItems);
    await expect(searchPage.resultNames()).toHaveText(both.data.map((feed) => feed.meta.name));
    await expect(searchPage.activeFilters.getByRole('button')).toHaveCount(2);
    await expect(searchPage.activeFilter('Format', format)).toBeVisible();
    await expect(searchPage.main.getByText('2 filters active')).toBeAttached();

    await searchPage.clearFilters.click();

    await searchPage.expectResults(everything.totalItems);
    await expect(searchPage.activeFilters).toBeHidden();
    await expect(searchPage.clearFilters).toBeDisabled();
    await expect(page).not.toHaveURL(/[?&](country|format)=/);
  });

  test('removing an active filter drops just that one', async ({ api, searchPage }) => {
    const [spain, parquet] = await Promise.all([
      api.filterOption('country', country.name),
      api.filterOption('format', format),
    ]);
    const inSpain = await api.search({ filters: { country: [spain.value] } });
    await searchPage.goto(`country=${spain.value}&format=${parquet.value}&view=list`);
    await expect(searchPage.activeFilters.getByRole('button')).toHaveCount(2);

    await searchPage.activeFilter('Format', format).click();

    await searchPage.expectResults(inSpain.totalItems);
    await expect(searchPage.activeFilters.getByRole('button')).toHaveCount(1);
    await expect(searchPage.activeFilter('Country', country.name)).toBeVisible();
  });
});
