import { messages } from '@feedmarket/contract/messages';

import { FeedSeeder, publishableFeedBody } from '../../fixtures/api';
import { expectNotice } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { demoPassword, uniqueSuffix } from '../../fixtures/test-data';
import { MetadataWizardPage } from '../../pages/metadata-wizard';

// The demo provider organisation (apps/server/src/db/seed/demo-data.ts).
const provider = { username: 'provider', password: demoPassword, displayname: 'Paula Provider' };

// A pentagon around the map's centre, as fractions of the map's width and height.
const pentagon: [number, number][] = [
  [0.5, 0.25],
  [0.72, 0.42],
  [0.64, 0.72],
  [0.36, 0.72],
  [0.28, 0.42],
];

test.describe('metadata wizard', () => {
  test('a provider describes a file-based feed step by step, saves a draft on the way and submits it', async ({
    page,
    signInDialog,
    header,
  }) => {
    // Eleven steps of typing and choosing: on a slow, shared machine this takes longer than most tests.
    test.slow();
    const suffix = uniqueSuffix();
    const name = `Lakeside water temperature ${suffix}`;
    const wizard = new MetadataWizardPage(page);

    await wizard.gotoNew();
    await signInDialog.signIn(provider);
    await header.expectSignedInAs(provider.displayname);
    await wizard.expectOpen();
    await wizard.expectStep('Describe');

    // Next is refused while the step has issues; each shows at its field.
    await wizard.next.click();
    await expect(wizard.stepIssues).toBeVisible();
    await wizard.expectStep('Describe');
    await wizard.expectFieldError(wizard.field('Name'), messages.required);
    await expect(wizard.stepButton('Describe')).toHaveAccessibleName(/Has issues/);

    await wizard.fillDescribe({
      name: `  ${name} `,
      description: 'Water temperature at the lake shore, one reading an hour',
      uniqueId: `LWT-2026-${suffix}`,
      category: 'Water',
      isic: '3600',
    });
    // Spaces around a typed value go when the field loses focus.
    await expect(wizard.field('Name')).toHaveValue(name);
    await expect(wizard.stepIssues).toBeHidden();

    await wizard.goNext('Continuous');
    await expect(wizard.dialog.getByText(/does not apply to file-based feeds/)).toBeVisible();
    await wizard.saveDraft.click();
    await expectNotice(page, messages.savedAsDraft);

    await wizard.goNext('Ownership');
    await wizard.next.click();
    await wizard.expectStep('Ownership');
    await expect(wizard.stepIssues).toContainText(messages.originatorRequired);
    await wizard.addParty('originator', { sector: 'Government', organisation: 'United States Geological Survey' });
    await wizard.addParty('owner', { name: 'Northwind Sensors' });
    await expect(
      wizard.dialog.getByRole('listitem').filter({ hasText: 'United States Geological Survey' }),
    ).toBeVisible();

    await wizard.goNext('Source');
    await wizard.choose('Source category', 'Fixed sensor');
    await wizard.choose('Source name', 'National weather service', wizard.dataset(1));
    await wizard.choose('Source type', 'Fixed sensor network', wizard.dataset(1));

    await wizard.goNext('Geolocation');
    await wizard.fillLocation(1, {
      locationCategory: 'Point of interest',
      country: 'United States',
      state: 'Washington',
      polygonClicks: pentagon,
    });

    await wizard.goNext('Environment');
    await wizard.chooseChips('Environments', ['Outdoor', 'Rural']);
    await wizard.chooseChips('Interactors', ['Animal']);

    await wizard.goNext('Legal');
    await wizard.choose('Licence', 'CC BY 4.0');
    await wizard.chooseChips('Regulatory', ['GDPR']);
    await wizard.chooseChips('Data use restrictions', ['Attribution required']);

    await wizard.goNext('Schema');
    await wizard.choose('Format', 'CSV', wizard.dataset(1));
    await wizard.choose('Schema type', 'Flat table', wizard.dataset(1));
    await wizard.choose('Unit of measure', 'Degree Celsius', wizard.dataset(1));

    await wizard.goNext('Datasets');
    await wizard.choose('Sensor type', 'Temperature sensor', wizard.dataset(1));
    await wizard.choose('Manufacturer', 'Vaisala', wizard.dataset(1));
    await wizard.field('Model', wizard.dataset(1)).fill('WXT536');

    await wizard.goNext('Linking');
    await wizard.field('Citation').fill(`Northwind Sensors (2026). ${name}.`);

    await wizard.goNext('Complete/Summary');
    await expect(wizard.dialog.getByText('Every step is complete. Submit the feed to publish it.')).toBeVisible();
    await expect(wizard.summarySection('Describe')).toContainText(name);
    await expect(wizard.summarySection('Geolocation')).toContainText('Polygon');
    await expect(wizard.summarySection('Legal')).toContainText('Attribution required');

    // Edit links lead back to a step, and Next returns to the summary.
    await wizard.summarySection('Datasets').getByRole('button', { name: 'Edit Datasets' }).click();
    await wizard.expectStep('Datasets');
    await expect(wizard.field('Model', wizard.dataset(1))).toHaveValue('WXT536');
    await wizard.goNext('Linking');
    await wizard.goNext('Complete/Summary');

    await wizard.submit.click();
    await expectNotice(page, 'The feed is active: other members can find it now.');
    await expect(wizard.dialog).toBeHidden();
  });

  test('a returned feed shows its feedback at the steps; fixed in the wizard it goes live and search finds it', async ({
    page,
    request,
    signInDialog,
    searchPage,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Harbour salinity ${suffix}`;
    const seeder = await FeedSeeder.signIn(request, provider.username, provider.password);
    // Complete but for its owners and its licence: submitted, it comes back with the issues of those steps.
    const body = publishableFeedBody(name, `HS-2026-${suffix}`);
    const draft = await seeder.create({
      ...body,
      ownership: { originators: body.ownership?.originators ?? [], owners: [] },
      legal: { licence: null },
    });
    expect((await seeder.submit(draft.id)).status).toBe(5);

    const wizard = new MetadataWizardPage(page, 'Edit feed');
    await wizard.gotoEdit(draft.id);
    await signInDialog.signIn(provider);
    await wizard.expectOpen();
    await expect(wizard.stepButton('Ownership')).toHaveAccessibleName(/Has issues · Review feedback/);
    await expect(wizard.stepButton('Legal')).toHaveAccessibleName(/Has issues · Review feedback/);
    await expect(wizard.stepButton('Describe')).not.toHaveAccessibleName(/Review feedback/);

    await wizard.stepButton('Ownership').click();
    await wizard.expectStep('Ownership');
    await expect(wizard.reviewFeedback('Ownership')).toContainText(messages.ownerRequired);
    await wizard.reviewFeedback('Ownership').getByRole('button', { name: 'Dismiss feedback' }).click();
    await expect(wizard.reviewFeedback('Ownership')).toBeHidden();
    await wizard.addParty('owner', { sector: 'Private sector', organisation: 'Siemens' });
    await expect(wizard.stepButton('Ownership')).toHaveAccessibleName(/^\d+\s*Ownership$/);

    await wizard.stepButton('Legal').click();
    await wizard.expectStep('Legal');
    await expect(wizard.reviewFeedback('Legal')).toContainText(`Licence: ${messages.required}`);
    await wizard.expectFieldError(wizard.field('Licence'), messages.required);
    await wizard.choose('Licence', 'CC BY 4.0');

    await wizard.stepButton('Complete/Summary').click();
    await wizard.expectStep('Complete/Summary');
    await expect(wizard.summarySection('Ownership')).toContainText('Siemens');
    await wizard.submit.click();
    await expectNotice(page, 'The feed is active: other members can find it now.');
    await expect(wizard.dialog).toBeHidden();

    await searchPage.goto();
    await searchPage.search(name);
    await expect(searchPage.resultLink(name)).toBeVisible();
  });

  test('a unique id used by another feed is refused at its field, and closing asks before unsaved changes go', async ({
    page,
    request,
    signInDialog,
  }) => {
    const suffix = uniqueSuffix();
    const seeder = await FeedSeeder.signIn(request, provider.username, provider.password);
    const taken = `TAKEN-2026-${suffix}`;
    await seeder.create({ meta: { name: `Existing feed ${suffix}` }, identifier: { extId: taken } });

    const wizard = new MetadataWizardPage(page);
    await wizard.gotoNew();
    await signInDialog.signIn(provider);
    await wizard.expectOpen();
    await wizard.field('Name').fill(`Second feed ${suffix}`);
    await wizard.field('Unique id').fill(taken);
    await wizard.saveDraft.click();
    await expectNotice(page, messages.uniqueIdTaken);
    await wizard.expectFieldError(wizard.field('Unique id'), messages.uniqueIdTaken);

    const confirm = page.getByRole('dialog', { name: 'Discard your changes?' });
    await wizard.close.click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(confirm).toBeHidden();
    await expect(wizard.field('Unique id')).toHaveValue(taken);

    await wizard.close.click();
    await confirm.getByRole('button', { name: 'Discard changes' }).click();
    await expect(wizard.dialog).toBeHidden();
  });
});
