import { messages } from '@feedmarket/contract/messages';
import { policyTypes } from '@feedmarket/contract/policies/policies.constants';

import { AxeChecks, dialogsAndNotices } from '../../fixtures/axe';
import { expectFitsScreen, expectInReach, expectOnScreen, phoneScreen } from '../../fixtures/phone';
import { providerWithFeed } from '../../fixtures/policies';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { PoliciesTabPage } from '../../pages/policies-tab';
import { PolicyWizardPage } from '../../pages/policy-wizard';

test.describe('/supply-data/policy-management', () => {
  test('a provider reads its policies there and adds one with the wizard', async ({ page, context, api, baseURL }) => {
    await rememberSignIn(context, api, baseURL!, 'provider');
    await page.goto('/supply-data/policy-management');
    await expect(page.getByRole('heading', { name: 'Policy management', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Filter policies')).toBeVisible();

    await page.getByRole('button', { name: 'Add a policy' }).click();
    const wizard = new PolicyWizardPage(page);
    await wizard.expectOpen();
    await expect(page).toHaveURL('/supply-data/policy-management?policy=new');
    await wizard.expectStep('Describe');
    // Nothing typed yet: closing asks nothing and returns to the list.
    await wizard.close.click();
    await expect(wizard.dialog).toBeHidden();
    await expect(page).toHaveURL('/supply-data/policy-management');
  });

  test('a read-only organisation is told why it has no policies to manage', async ({ page, context, api, baseURL }) => {
    await rememberSignIn(context, api, baseURL!, 'readonly');
    await page.goto('/supply-data/policy-management');
    await expect(
      page.getByRole('heading', { name: 'Your organisation has no feeds to set policies for' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search feeds' }).last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a policy' })).toHaveCount(0);
    // The wizard's address opens nothing for them either.
    await page.goto('/supply-data/policy-management?policy=new');
    await expect(page.getByRole('dialog', { name: 'New policy' })).toHaveCount(0);
  });
});

test.describe('the policy wizard passes axe at every step', () => {
  test('a new policy, step by step', async ({ page, context, request, api, baseURL }) => {
    test.setTimeout(240_000);
    const { team, seeder, feed, suffix } = await providerWithFeed(request, 'polaxe', { publish: false });
    await rememberSignIn(context, api, baseURL!, team.admin.username, team.admin.password);

    const axe = new AxeChecks(page);
    const wizard = new PolicyWizardPage(page);
    await axe.checkPage('/dashboard/policies/new', () => wizard.stepTitle, dialogsAndNotices);
    await axe.check(
      'the Describe step with its issues',
      async () => {
        await wizard.next.click();
        await expect(wizard.stepIssues).toBeVisible();
      },
      dialogsAndNotices,
    );
    await wizard.describe({ name: `Axe policy ${suffix}`, type: 'Allow', legalReview: true });
    await axe.check('the Select feeds step', () => wizard.goNext('Select feeds'), dialogsAndNotices);
    await wizard.chooseFeed(feed.name);
    await axe.check(
      'the Configure rules step with a rule',
      async () => {
        await wizard.goNext('Configure rules');
        await wizard.addMemberRule('Organisation type', 'Member');
        await wizard.dialog.getByRole('button', { name: 'Add period' }).click();
      },
      dialogsAndNotices,
    );
    await wizard.dialog.getByRole('button', { name: 'Remove period 1' }).click();
    for (const step of ['Assign', 'Summary', 'Activate'] as const) {
      await axe.check(`the ${step} step`, () => wizard.goNext(step), dialogsAndNotices);
    }
    await axe.check(
      'the Activate step saying "Can\'t activate policy"',
      async () => {
        await wizard.saveAndActivate.click();
        await expect(wizard.dialog.getByRole('alert').filter({ hasText: messages.policyActivateFailed })).toBeVisible();
      },
      dialogsAndNotices,
    );
    // The quick edit of a policy in the older model's shape.
    const policy = await seeder.createPolicy({
      name: `Quick ${suffix}`,
      typeId: policyTypes.deny,
      metadataIds: [feed.id],
    });
    await axe.checkPage(
      `/dashboard/policies/quick/${policy.id}`,
      (page) => page.getByRole('dialog', { name: `Quick edit: ${policy.name}` }).getByRole('button', { name: 'Save' }),
      dialogsAndNotices,
    );
  });
});

test.describe('on a 390 px phone screen', () => {
  test.use(phoneScreen);

  test('the Policies tab, its wizard and policy management fit; the tables scroll inside themselves', async ({
    page,
    context,
    request,
    api,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { team, seeder, feed, suffix } = await providerWithFeed(request, 'polphone');
    const policy = await seeder.createPolicy({
      name: `Phone policy ${suffix}`,
      typeId: policyTypes.allow,
      metadataIds: [feed.id],
    });
    await rememberSignIn(context, api, baseURL!, team.admin.username, team.admin.password);

    const tab = new PoliciesTabPage(page);
    await tab.goto();
    await expect(tab.row(policy.name)).toBeVisible();
    await expectFitsScreen(page);
    await expectOnScreen(tab.newPolicy);
    // The row's actions are in reach by scrolling the table's own box.
    const actions = tab.row(policy.name).getByRole('button', { name: `Actions for ${policy.name}` });
    await expectInReach(actions);

    await tab.newPolicy.click();
    const wizard = new PolicyWizardPage(page);
    await wizard.expectOpen();
    await expectOnScreen(wizard.next, wizard.close);
    await wizard.describe({ name: `Phone wizard ${suffix}`, type: 'Deny' });
    await wizard.goNext('Select feeds');
    await wizard.chooseFeed(feed.name);
    await wizard.goNext('Configure rules');
    // A group's rule, laid out for the phone. (Its lists are not opened here: Mantine places a list
    // of a full-screen dialog off the emulated phone's screen, in the metadata wizard too.)
    await wizard.dialog.getByRole('button', { name: 'Add member group' }).click();
    await expect(wizard.rule(1).getByLabel('Criterion')).toBeVisible();
    await expectFitsScreen(page);
    await wizard.dialog.getByRole('button', { name: 'Remove this group (member group 1)' }).click();
    await expectOnScreen(wizard.next, wizard.back);
    await wizard.goNext('Assign');
    await wizard.goNext('Summary');
    await wizard.goNext('Activate');
    await expectOnScreen(wizard.saveAndActivate, wizard.saveNotActive);
    await expectFitsScreen(page);
    await wizard.saveNotActive.click();
    await expect(wizard.dialog).toBeHidden();
    await expect(tab.row(`Phone wizard ${suffix}`)).toBeVisible();

    await page.goto('/supply-data/policy-management');
    await expect(page.getByRole('heading', { name: 'Policy management', level: 1 })).toBeVisible();
    await expect(tab.row(policy.name)).toBeVisible();
    await expectFitsScreen(page);
  });
});
