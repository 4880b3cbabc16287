import type { Page } from '@playwright/test';

import { messages } from '@feedmarket/contract/messages';

import { expectNotice } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { demoPassword, uniqueSuffix } from '../../fixtures/test-data';
import { MetadataTabPage } from '../../pages/metadata-tab';
import { MetadataWizardPage } from '../../pages/metadata-wizard';
import type { SignInDialog } from '../../pages/sign-in-dialog';

// Demo accounts (apps/server/src/db/seed/demo-data.ts): a provider, and a read-only organisation's user.
const provider = { username: 'provider', password: demoPassword };
const readOnly = { username: 'readonly', password: demoPassword };
const configurationPath = '/supply-data/metadata-configuration';

/** Opens the metadata configuration page, which asks a visitor to sign in, and signs in. */
async function signInAtConfiguration(page: Page, signInDialog: SignInDialog, user: typeof provider): Promise<void> {
  await page.goto(configurationPath);
  await signInDialog.signIn(user);
  await expect(page).toHaveURL(configurationPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Metadata configuration' })).toBeVisible();
}

test.describe('metadata configuration', () => {
  test('a provider starts a feed from a preset, saves it as a draft and finds it among its feeds', async ({
    page,
    signInDialog,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Rooftop weather ${suffix}`;
    await signInAtConfiguration(page, signInDialog, provider);

    // The seeded presets (apps/server/src/db/seed/reference/feed-presets.json), with what each fills in.
    const presets = page.getByRole('region', { name: 'Start from a preset' });
    await expect(presets.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
      'Weather station',
      'Air quality monitor',
      'Historical file archive',
    ]);
    const weatherStation = presets.getByRole('article', { name: 'Weather station' });
    await expect(weatherStation).toContainText('A fixed outdoor station reporting temperature, humidity and wind');
    await expect(weatherStation.getByRole('list', { name: 'Fills in' }).getByRole('listitem')).toHaveText([
      'Describe: Continuous feed, category and 1 ISIC code',
      'Continuous: Update interval',
      'Source: Source category, source name and source type',
      'Environment: 1 environment',
      'Legal: Licence and 1 custom list entry',
      'Schema: Format, schema type, unit of measure and property',
      'Datasets: Sensor type and manufacturer',
    ]);
    await expect(page.getByRole('button', { name: 'Describe a new feed' })).toBeVisible();

    // Started from the keyboard: the wizard opens with the preset's values, the name and ids left to the user.
    await weatherStation.getByRole('button', { name: 'Start from this preset' }).focus();
    await page.keyboard.press('Enter');
    const wizard = new MetadataWizardPage(page);
    await wizard.expectOpen();
    await expect(page).toHaveURL(`${configurationPath}?feed=new&preset=1`);
    await wizard.expectStep('Describe');
    await expect(wizard.field('Start from a preset')).toHaveValue('Weather station');
    await expect(wizard.field('Category')).toHaveValue('Weather and climate');
    await expect(wizard.dialog.getByRole('radio', { name: 'Continuous' })).toBeChecked();
    await expect(wizard.field('Name')).toHaveValue('');

    await wizard.field('Name').fill(name);
    await wizard.field('Description').fill('Temperature, humidity and wind on the roof, every 15 minutes');
    await wizard.field('Unique id').fill(`RW-2026-${suffix}`);
    await wizard.goNext('Continuous');
    await expect(wizard.field('Update interval')).toHaveValue('Every 15 minutes');
    await wizard.saveDraft.click();
    await expectNotice(page, messages.savedAsDraft);

    await wizard.close.click();
    await expect(wizard.dialog).toBeHidden();
    await expect(page).toHaveURL(configurationPath);
    const saved = page.getByRole('alert').filter({ hasText: 'Your feed is saved as a draft' });
    await expect(saved).toBeVisible();
    await saved.getByRole('link', { name: 'See your feeds' }).click();

    const tab = new MetadataTabPage(page);
    await tab.expectOpen();
    await tab.filterBy(suffix);
    await expect(tab.names()).toHaveText([name]);
    await expect(tab.status(name)).toHaveText('Not active');

    // The draft kept the preset's values.
    await tab.act(name, 'Edit');
    const editor = new MetadataWizardPage(page, 'Edit feed');
    await editor.expectOpen();
    await expect(editor.field('Name')).toHaveValue(name);
    await expect(editor.field('Category')).toHaveValue('Weather and climate');
  });

  test("a read-only organisation's user is told why it cannot publish, and is offered no way to start", async ({
    page,
    signInDialog,
  }) => {
    await signInAtConfiguration(page, signInDialog, readOnly);

    await expect(page.getByRole('heading', { level: 2, name: 'Your organisation cannot publish feeds' })).toBeVisible();
    await expect(page.getByText(/read-only account/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Describe a new feed' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start from this preset' })).toHaveCount(0);

    // Nor does the wizard's address open it.
    await page.goto(`${configurationPath}?feed=new&preset=1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Your organisation cannot publish feeds' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'New feed' })).toHaveCount(0);
  });
});
