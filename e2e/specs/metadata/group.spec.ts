import { messages } from '@feedmarket/contract/messages';
import type { TEditableFeed, TFeedBody } from '@feedmarket/contract/catalog/metadata.schemas';

import { FeedSeeder, publishableFeedBody } from '../../fixtures/api';
import { expectNotice } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { demoPassword, uniqueSuffix } from '../../fixtures/test-data';
import { GroupWizardPage } from '../../pages/group-wizard';

const provider = { username: 'provider', password: demoPassword, displayname: 'Paula Provider' };

/** The wizard body of a feed loaded for editing: everything but its identity and state. */
function bodyOf(feed: TEditableFeed): TFeedBody {
  const {
    id: _id,
    uid: _uid,
    orgId: _orgId,
    status: _status,
    statusText: _text,
    clonedFromId: _from,
    updateDate: _date,
    ...body
  } = feed;
  return body;
}

test.describe('group wizard', () => {
  test('a provider builds a group around an active feed and two of its clones', async ({
    page,
    request,
    signInDialog,
  }) => {
    // Seeding three feeds and walking five steps takes longer than most tests on a slow, shared machine.
    test.slow();
    const suffix = uniqueSuffix();
    const mainName = `Reservoir levels ${suffix}`;
    const cloneNames = [`${mainName} north basin`, `${mainName} south basin`];
    const seeder = await FeedSeeder.signIn(request, provider.username, provider.password);
    const main = await seeder.create(publishableFeedBody(mainName, `RL-2026-${suffix}`));
    expect((await seeder.submit(main.id)).status).toBe(1);
    // Clones copy all but the identity: each gets its own name and unique id, then goes live.
    for (const [index, name] of cloneNames.entries()) {
      const clone = await seeder.clone(main.id);
      const body = bodyOf(clone);
      await seeder.update(clone.id, {
        ...body,
        meta: { ...body.meta, name },
        identifier: { extId: `RL-2026-${suffix}-${index + 1}` },
      });
      expect((await seeder.submit(clone.id)).status).toBe(1);
    }

    const wizard = new GroupWizardPage(page);
    await wizard.gotoNew();
    await signInDialog.signIn(provider);
    await wizard.expectOpen();
    await wizard.expectStep('Main feed');

    await wizard.next.click();
    await expect(wizard.stepIssues).toBeVisible();
    await wizard.choose('Main feed', mainName);
    await expect(wizard.dialog.getByText('2 clones of this feed can join the group.')).toBeVisible();

    await wizard.goNext('Describe');
    await wizard.field('Name').fill(`Reservoir group ${suffix}`);
    await wizard.field('Description').fill('Water levels of the north and south basins, side by side');

    await wizard.goNext('Feeds');
    await wizard.next.click();
    await wizard.expectStep('Feeds');
    await expect(wizard.stepIssues).toContainText(messages.cloneRequired);
    for (const name of cloneNames) await wizard.clone(name).check();
    await expect(wizard.stepIssues).toBeHidden();

    // Saved, the group can compare its clones with the main feed.
    await wizard.saveDraft.click();
    await expectNotice(page, messages.savedAsDraft);
    await wizard.showDifferences.click();
    await expect(wizard.differences).toContainText(cloneNames[0]!);
    await expect(wizard.differences.getByRole('row', { name: /Unique id/ }).first()).toContainText(
      `RL-2026-${suffix}-1`,
    );

    await wizard.goNext('Location');
    await wizard.fillLocation(1, {
      locationCategory: 'Area or region',
      country: 'United States',
      state: 'Washington',
      point: ['47.6062', '-122.3321'],
    });

    await wizard.goNext('Complete/Summary');
    await expect(wizard.dialog.getByText('Every step is complete. Submit the group to publish it.')).toBeVisible();
    await expect(wizard.summarySection('Main feed')).toContainText(mainName);
    await expect(wizard.summarySection('Feeds')).toContainText(cloneNames[1]!);

    await wizard.submit.click();
    await expectNotice(page, 'The group is active: other members can find it now.');
    await expect(wizard.dialog).toBeHidden();
  });
});
